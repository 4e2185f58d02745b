import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '../antd-parts';
import { useFocusReturn } from './use-focus-return';

function Dialog({ onClose }: { onClose: () => void }) {
  useFocusReturn(true);
  return (
    <div role="dialog" aria-label="Stock">
      <button autoFocus onClick={onClose}>
        Close
      </button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Change stock</button>
      <button>Elsewhere</button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

describe('useFocusReturn', () => {
  it('gives focus back to the button that opened a dialog its page stops drawing', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Change stock' }));
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change stock' })).toHaveFocus());
  });

  it('leaves focus where the person put it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Change stock' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });

  it("is what the suite's Modal does: Escape on a dialog drawn only while open puts the keyboard back on its opener", async () => {
    function StockPage() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Change stock</button>
          {open && (
            <Modal open title="Stock" onCancel={() => setOpen(false)} footer={null}>
              <input aria-label="Amount" />
            </Modal>
          )}
        </>
      );
    }
    const user = userEvent.setup();
    render(<StockPage />);
    await user.click(screen.getByRole('button', { name: 'Change stock' }));
    await user.click(await screen.findByRole('textbox', { name: 'Amount' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change stock' })).toHaveFocus());
  });
});
