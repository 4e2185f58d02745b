import { screen, within } from '@testing-library/react';
import { addDays, regionToday } from '@agrocadena/contracts/core';
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

describe('ProductsTable: expiry marks', () => {
  const today = regionToday();
  const table = (products: ReturnType<typeof aProduct>[]) =>
    renderPage(
      '/userProducts',
      '/userProducts',
      <ProductsTable products={products} total={products.length} page={1} loading={false} onPageChange={() => undefined} emptyText="" />,
    );
  const expiryOf = (name: string) => within(screen.getByTestId(`product-row-${name}`)).queryByTestId('product-expiry');

  it('marks a product whose earliest lot is past its expiry, or within its warning days, with the day', () => {
    resetStores('es');
    table([
      aProduct({ _id: 'a', name: 'Queso', nextExpiry: addDays(today, -1) }),
      aProduct({ _id: 'b', name: 'Leche', nextExpiry: addDays(today, 3), expiryWarningDays: 3 }),
      aProduct({ _id: 'c', name: 'Yuca', nextExpiry: addDays(today, 4), expiryWarningDays: 3 }),
      aProduct({ _id: 'd', name: 'Sal', nextExpiry: null }),
    ]);
    expect(expiryOf('Queso')).toHaveTextContent(`Vencido: ${addDays(today, -1)}`);
    expect(expiryOf('Leche')).toHaveTextContent(`Vence pronto: ${addDays(today, 3)}`);
    expect(expiryOf('Yuca')).not.toBeInTheDocument();
    expect(expiryOf('Sal')).not.toBeInTheDocument();
  });

  it('speaks English', () => {
    resetStores('en');
    table([aProduct({ _id: 'a', name: 'Queso', nextExpiry: addDays(today, -1) }), aProduct({ _id: 'b', name: 'Leche', nextExpiry: today })]);
    expect(expiryOf('Queso')).toHaveTextContent(`Expired: ${addDays(today, -1)}`);
    expect(expiryOf('Leche')).toHaveTextContent(`Expiring soon: ${today}`);
  });
});
