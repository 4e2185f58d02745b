import { screen, within } from '@testing-library/react';
import { onADesktop, onAPhone, renderWithProviders, resetStores } from '../testing';
import { PaginatedTable } from './paginated-table';

const rows = Array.from({ length: 12 }, (_, i) => ({ key: i, name: `Producto ${i + 1}` }));
const pagerItems = () =>
  within(document.querySelector('.ant-pagination') as HTMLElement)
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('ant-pagination-item'))
    .map((item) => item.textContent);

function renderPage5of10() {
  renderWithProviders(
    <PaginatedTable
      rowKey="key"
      columns={[{ key: 'name', dataIndex: 'name', title: 'Producto' }]}
      dataSource={rows}
      page={5}
      total={120}
      onPageChange={() => undefined}
    />,
  );
}

beforeEach(() => resetStores('es'));
afterEach(onADesktop);

test('on a wide screen: a page range of 2 around the current page, the first and the last, and the total beside them', () => {
  renderPage5of10();
  expect(pagerItems()).toEqual(['1', '3', '4', '5', '6', '7', '10']);
  expect(document.querySelector('.ant-pagination-total-text')).toHaveTextContent('120');
  expect(screen.queryByTestId('pagination-total')).toBeNull();
});

test('on a phone: previous, "5 / 10" and next, and the total above the table', () => {
  onAPhone();
  renderPage5of10();
  const pager = document.querySelector('.ant-pagination') as HTMLElement;
  expect(pager).toHaveClass('ant-pagination-simple');
  expect(pager.querySelector('.ant-pagination-simple-pager')).toHaveTextContent('5/10');
  expect(pager.querySelector('.ant-pagination-prev')).toBeInTheDocument();
  expect(pager.querySelector('.ant-pagination-next')).toBeInTheDocument();
  expect(document.querySelector('.ant-pagination-total-text')).toBeNull();
  expect(screen.getByTestId('pagination-total')).toHaveTextContent('120');
});
