import type { Locator, Page } from 'playwright-core';

/** The antd dropdown that is open now (a closing one keeps animating for a moment). */
export function openDropdown(page: Page): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden):not(.ant-slide-up-leave)').last();
}

/**
 * Chooses the option a person reads: in the browser's own select (shared-ui's NativeSelect), or by
 * opening an antd Select and clicking it, typing first when it is searchable.
 */
export async function pickOption(page: Page, select: Locator, optionText: string, { search = false } = {}): Promise<void> {
  if ((await select.evaluate((element) => element.tagName)) === 'SELECT') {
    await select.selectOption({ label: optionText });
    return;
  }
  await select.click();
  if (search) await page.keyboard.type(optionText);
  const dropdown = openDropdown(page);
  await dropdown.locator('.ant-select-item-option', { hasText: optionText }).first().click();
  // Wait out the closing animation, so the next click and screenshot see the page, not the list.
  await page.waitForFunction(() => !document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'));
}

/** Labels of the form's visible fields, top to bottom, as a person reads them. */
export async function visibleFieldLabels(form: Locator): Promise<string[]> {
  const labels = form.locator('.ac-form-item__label:visible');
  return (await labels.allInnerTexts()).map((t) => t.replace(/[*:]/g, '').trim()).filter(Boolean);
}
