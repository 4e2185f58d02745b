import { screen, within } from '@testing-library/react';
import { onADesktop, onAPhone, renderPage, resetStores, setupUser } from '@agrocadena/shared-ui/src/testing';
import { aProduct } from '../../../test/products-fixtures';
import '../../../i18n/register';
import { ProductsTable } from './products-table';

const MANGO = aProduct();
describe('ProductsTable on a phone', () => {
  beforeEach(() => resetStores('es'));
  afterEach(onADesktop);

  it('shows each product as one stacked cell: name, amount and type, description, and its options in reach', async () => {
    onAPhone();
    const onAction = jest.fn();
    const user = setupUser();
    renderPage(
      '/userProducts',
      '/userProducts',
      <ProductsTable products={[MANGO]} total={1} page={1} loading={false} onPageChange={() => undefined} onAction={onAction} emptyText="" />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Producto']);
    const row = screen.getByTestId('product-row-Mango Tommy');
    expect(within(row).getByTestId('product-link')).toHaveTextContent('Mango Tommy');
    expect(within(row).getByTestId('product-amount-cell')).toHaveTextContent('10 Kg');
    expect(within(row).getByText('Materia prima')).toBeInTheDocument();
    expect(within(row).getByTestId('product-description')).toHaveTextContent(/^Mango de Ciénaga/);
    await user.click(within(row).getByTestId('product-stock'));
    expect(onAction).toHaveBeenCalledWith('stock', MANGO);
  });

  it('shows on hand, reserved and available side by side: what is reserved is never called available', () => {
    renderPage(
      '/userProducts',
      '/userProducts',
      <ProductsTable
        products={[aProduct({ unitMeasure: 'Un', amount: 13, reserved: 5 })]}
        total={1}
        page={1}
        loading={false}
        onPageChange={() => undefined}
        onAction={jest.fn()}
        emptyText=""
      />,
    );
    const row = screen.getByTestId('product-row-Mango Tommy');
    expect(within(row).getByTestId('product-levels-amount')).toHaveTextContent('13 Un');
    expect(within(row).getByTestId('product-levels-reserved')).toHaveTextContent('5 Un');
    expect(within(row).getByTestId('product-levels-available')).toHaveTextContent('8 Un');
    expect(within(row).getByTestId('product-levels')).toHaveTextContent('En existencia 13 UnReservado 5 UnDisponible 8 Un');
  });

  it('a desktop keeps one column per field', () => {
    renderPage(
      '/userProducts',
      '/userProducts',
      <ProductsTable products={[MANGO]} total={1} page={1} loading={false} onPageChange={() => undefined} onAction={jest.fn()} emptyText="" />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Nombre', 'Descripción', 'Existencias', 'Tipo', 'Opciones']);
  });
});
