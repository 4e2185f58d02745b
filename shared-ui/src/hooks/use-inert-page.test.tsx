import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../antd-parts';
import { APP_ROOT_ID } from './use-inert-page';

function StockPage() {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Change stock</button>
      <Modal open={open} title="Stock" onCancel={() => setOpen(false)} footer={null}>
        <button onClick={() => setConfirming(true)}>Save</button>
        <button onClick={() => setOpen(false)}>Done</button>
      </Modal>
      <Modal open={confirming} title="Sure?" onCancel={() => setConfirming(false)} footer={null}>
        <button onClick={() => setConfirming(false)}>Back</button>
      </Modal>
    </>
  );
}

/** The page drawn where the apps draw it, in the element the suite's index.html gives them. */
function renderInAppRoot() {
  const appRoot = document.createElement('div');
  appRoot.id = APP_ROOT_ID;
  document.body.appendChild(appRoot);
  render(<StockPage />, { container: appRoot });
  return appRoot;
}

afterEach(() => document.getElementById(APP_ROOT_ID)?.remove());

describe("the suite's Modal and the page behind it", () => {
  it('makes the page inert while a dialog is open, until the last of two closes', async () => {
    const user = userEvent.setup();
    const page = renderInAppRoot();
    expect(page).not.toHaveAttribute('inert');

    await user.click(screen.getByRole('button', { name: 'Change stock' }));
    expect(page).toHaveAttribute('inert');
    // The dialog is outside the page: still reachable.
    expect(page.contains(screen.getByRole('button', { name: 'Save' }))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(page).toHaveAttribute('inert');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    // The first dialog is still open over the page.
    expect(page).toHaveAttribute('inert');

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(page).not.toHaveAttribute('inert');
  });
});
