import { Table, type PaginationProps, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@agrocadena/contracts';
import { usePhoneLayout } from '../hooks/use-phone-layout';

/** The pager's shape for the screen: on a phone, finger-sized buttons on one line (previous, "5 / 10", next). */
export function phonePager(phone: boolean): Pick<PaginationProps, 'simple' | 'size'> {
  return phone ? { simple: { readOnly: true }, size: 'middle' } : { simple: false };
}

interface Props<T> extends Omit<TableProps<T>, 'pagination'> {
  /** 1-based page shown. */
  page: number;
  /** Rows on the server (the envelope's totalItems). */
  total: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
}

/**
 * A table paged on the server: 12 rows a page and a page range of 2 around the current page, plus
 * the first and the last (page 5 of 10: 1 3 4 5 6 7 10). rc-pagination narrows the range to 1
 * whenever it draws its "•••" jumpers, so they are off. On a phone the pager keeps to one line of
 * finger-sized buttons: previous, "5 / 10", next; the total shows above the table.
 */
export function PaginatedTable<T extends object>({ page, total, pageSize = PAGE_SIZE, onPageChange, scroll, ...rest }: Props<T>) {
  const { t } = useTranslation('common');
  const phone = usePhoneLayout();
  const totalText = t('pagination.total', { total });
  return (
    <Table<T>
      scroll={scroll ?? { x: 'max-content' }}
      title={phone && total > pageSize ? () => <span data-testid="pagination-total">{totalText}</span> : undefined}
      {...rest}
      pagination={{
        current: page,
        pageSize,
        total,
        onChange: onPageChange,
        showSizeChanger: false,
        showLessItems: false,
        ...phonePager(phone),
        showPrevNextJumpers: false,
        hideOnSinglePage: true,
        showTotal: phone ? undefined : () => totalText,
      }}
    />
  );
}
