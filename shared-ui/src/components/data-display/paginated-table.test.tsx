import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onADesktop, onAPhone, renderWithProviders, resetStores } from '../../testing';
import { PaginatedTable } from './paginated-table';

const rows = Array.from({ length: 12 }, (_, i) => ({ key: `k${i}`, name: `Producto ${i + 1}` }));
const pager = () => screen.getByTestId('pager');
const pageButtons = () =>
  within(pager())
    .getAllByTitle(/^\d+$/)
    .map((button) => button.textContent);

function renderPage(page: number, onPageChange = jest.fn(), total = 120) {
  renderWithProviders(
    <PaginatedTable
      rowKey={(row) => row.key}
      columns={[{ key: 'name', title: 'Producto', render: (row) => row.name }]}
      rows={rows}
      rowProps={(row) => ({ 'data-testid': `row-${row.key}` })}
      page={page}
      total={total}
      onPageChange={onPageChange}
    />,
  );
  return onPageChange;
}

beforeEach(() => resetStores('es'));
afterEach(onADesktop);

test('on a wide screen: a page range of 2 around the current page, the first and the last, and the total beside them', async () => {
  const onPageChange = renderPage(5);
  expect(screen.getByRole('columnheader', { name: 'Producto' })).toBeInTheDocument();
  expect(screen.getByTestId('row-k0')).toHaveTextContent('Producto 1');
  expect(pageButtons()).toEqual(['1', '3', '4', '5', '6', '7', '10']);
  expect(within(pager()).getByTitle('5')).toHaveAttribute('aria-current', 'page');
  expect(pager()).toHaveTextContent('120 en total');
  expect(screen.queryByTestId('pagination-total')).toBeNull();
  await userEvent.click(within(pager()).getByTitle('7'));
  await userEvent.click(screen.getByRole('button', { name: 'Página anterior' }));
  expect(onPageChange.mock.calls).toEqual([[7], [4]]);
});

test('on a phone: previous, "5 / 10" and next, and the total above the table', async () => {
  onAPhone();
  const onPageChange = renderPage(5);
  expect(screen.getByTestId('pager-position')).toHaveTextContent('5 / 10');
  expect(within(pager()).queryAllByTitle(/^\d+$/)).toEqual([]);
  expect(pager()).not.toHaveTextContent('en total');
  expect(screen.getByTestId('pagination-total')).toHaveTextContent('120');
  await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
  expect(onPageChange).toHaveBeenCalledWith(6);
});

test('no pager when one page holds every row', () => {
  renderPage(1, jest.fn(), 12);
  expect(screen.queryByTestId('pager')).toBeNull();
});

test('the last page cannot go further', () => {
  renderPage(10);
  expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Página anterior' })).toBeEnabled();
});

test.each([
  [false, true],
  [true, false],
])('no rows, loading %s: the empty text shows %s', (loading, shown) => {
  renderWithProviders(
    <PaginatedTable
      rowKey={(row: { id: string }) => row.id}
      columns={[{ key: 'id', title: 'Id', render: (row) => row.id }]}
      rows={[]}
      page={1}
      total={0}
      onPageChange={jest.fn()}
      empty="Aún no tiene productos"
      loading={loading}
    />,
  );
  expect(screen.queryByText('Aún no tiene productos') !== null).toBe(shown);
  expect(screen.queryByRole('status', { name: 'Cargando' }) !== null).toBe(loading);
});
