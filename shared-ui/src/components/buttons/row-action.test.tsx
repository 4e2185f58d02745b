import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { renderWithProviders } from '../../testing/render-page';
import { onADesktop, onAPhone } from '../../testing/screens';
import { RowAction } from './row-action';

afterEach(onADesktop);

const rowActions = (onClick: () => void) => (
  <MemoryRouter>
    <RowAction label="Aceptar" icon={<CheckOutlined />} onClick={onClick} testId="accept" />
    <RowAction label="Ver productos" icon={<CheckOutlined />} to="/productsCatalog?providerId=u2" testId="products" />
  </MemoryRouter>
);

test('on a wide screen a row action is an icon named for screen readers, with a hover title', () => {
  const onClick = jest.fn();
  renderWithProviders(rowActions(onClick));
  const accept = screen.getByRole('button', { name: 'Aceptar' });
  expect(accept).toHaveAttribute('title', 'Aceptar');
  expect(accept).not.toHaveTextContent('Aceptar');
  fireEvent.click(accept);
  expect(onClick).toHaveBeenCalled();
  expect(screen.getByTestId('products')).toHaveAttribute('href', '/productsCatalog?providerId=u2');
});

test('a phone shows no hover title: the label is written beside the icon', () => {
  onAPhone();
  renderWithProviders(rowActions(jest.fn()));
  expect(screen.getByTestId('accept')).toHaveTextContent('Aceptar');
  expect(screen.getByTestId('accept')).not.toHaveAttribute('title');
  expect(screen.getByTestId('products')).toHaveTextContent('Ver productos');
});
