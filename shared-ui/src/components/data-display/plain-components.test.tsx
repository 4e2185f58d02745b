import { act, fireEvent, render, screen } from '@testing-library/react';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { renderWithProviders } from '../../testing/render-page';
import { TOAST_SHOWN_FOR_MS, useToast } from '../feedback/toast';
import { Avatar } from './avatar';
import { CountBadge } from './count-badge';

function SaveButton({ text }: { text: string }) {
  const toast = useToast();
  return <button onClick={() => toast.success(text)}>save</button>;
}

test('a toast is announced, stays long enough to read, then goes; two at once both show', () => {
  jest.useFakeTimers();
  try {
    renderWithProviders(
      <>
        <SaveButton text="Producto guardado" />
        <SaveButton text="Stock actualizado" />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'save' });
    fireEvent.click(first);
    act(() => jest.advanceTimersByTime(TOAST_SHOWN_FOR_MS / 2));
    fireEvent.click(second);
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Producto guardado');
    expect(region).toHaveTextContent('Stock actualizado');
    act(() => jest.advanceTimersByTime(TOAST_SHOWN_FOR_MS / 2));
    expect(region).not.toHaveTextContent('Producto guardado');
    expect(region).toHaveTextContent('Stock actualizado');
    act(() => jest.advanceTimersByTime(TOAST_SHOWN_FOR_MS / 2));
    expect(region).toBeEmptyDOMElement();
  } finally {
    jest.useRealTimers();
  }
});

test('an avatar shows its icon when the picture fails, and tries again when the picture changes', () => {
  const onError = jest.fn();
  const { rerender } = render(<Avatar src="/a.webp" alt="Ana" icon={<UserOutlined />} size={24} onError={onError} data-testid="avatar" />);
  const avatar = screen.getByTestId('avatar');
  expect(screen.getByAltText('Ana')).toHaveAttribute('src', '/a.webp');
  fireEvent.error(screen.getByAltText('Ana'));
  expect(onError).toHaveBeenCalledTimes(1);
  expect(screen.queryByAltText('Ana')).toBeNull();
  expect(avatar.querySelector('.anticon-user')).not.toBeNull();
  rerender(<Avatar src="/b.webp" alt="Ana" icon={<UserOutlined />} size={24} onError={onError} data-testid="avatar" />);
  expect(screen.getByAltText('Ana')).toHaveAttribute('src', '/b.webp');
});

test.each([
  [0, null],
  [-3, null],
  [7, '7'],
  [120, '99+'],
])('a count badge of %p reads %p', (count, shown) => {
  render(<CountBadge count={count} data-testid="badge" />);
  const mark = screen.getByTestId('badge').querySelector('sup');
  if (shown === null) expect(mark).toBeNull();
  else {
    expect(mark).toHaveTextContent(shown);
    expect(mark).toHaveAttribute('title', String(count));
  }
});
