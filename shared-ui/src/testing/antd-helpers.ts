import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Chooses the option with that text in the select found by its label: the browser's own, or antd's (opened, then clicked). */
export async function chooseOption(user: UserEvent, label: string | RegExp, option: string) {
  const field = await screen.findByLabelText(label);
  if (field instanceof HTMLSelectElement) {
    await waitFor(() => expect([...field.options].some((choice) => choice.text === option)).toBe(true));
    await user.selectOptions(field, option);
    return;
  }
  await user.click(field);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.getAttribute('title') === option || el.textContent === option,
    );
    if (!found) throw new Error(`option ${option} not shown`);
    return found;
  });
  await user.click(item);
}

/** Puts text into an input in one input event: typing character by character through antd is slow. */
export async function fillIn(user: UserEvent, element: HTMLElement, text: string) {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
}

/** The file input inside a wrapper (antd Upload hides it). */
export function fileInputIn(testId: string): HTMLInputElement {
  const input = screen.getByTestId(testId).querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error(`no file input in ${testId}`);
  return input;
}
