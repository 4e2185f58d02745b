import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from '../../forms/form';
import { renderWithProviders } from '../../testing/render-page';
import { Switch } from './switch';

test('a switch in a form is named by its label, says whether it is on, and turns with a tap on it or its label', async () => {
  const onFinish = jest.fn();
  renderWithProviders(
    <Form name="product" initialValues={{ public: false }} onFinish={onFinish}>
      <Form.Item name="public" label="Visible al público" valuePropName="checked">
        <Switch />
      </Form.Item>
      <button type="submit">Guardar</button>
    </Form>,
  );
  const visible = screen.getByRole('switch', { name: 'Visible al público' });
  expect(visible).toHaveAttribute('aria-checked', 'false');
  fireEvent.click(visible);
  expect(visible).toHaveAttribute('aria-checked', 'true');
  fireEvent.click(screen.getByText('Visible al público'));
  expect(visible).toHaveAttribute('aria-checked', 'false');
  fireEvent.click(visible);
  fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ public: true }));
});

test('a switch in a disabled form cannot be turned', () => {
  renderWithProviders(
    <Form name="product" disabled initialValues={{ public: true }}>
      <Form.Item name="public" label="Visible" valuePropName="checked">
        <Switch />
      </Form.Item>
    </Form>,
  );
  const visible = screen.getByRole('switch', { name: 'Visible' });
  expect(visible).toBeDisabled();
  fireEvent.click(visible);
  expect(visible).toHaveAttribute('aria-checked', 'true');
});
