import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@agrocadena/contracts/core';
import { usePhoneLayout } from '../../hooks/use-phone-layout';
import { DataTable, type DataTableProps } from './data-table';
import { Pager } from '../navigation/pager';

interface Props<T> extends Omit<DataTableProps<T>, 'caption'> {
  /** 1-based page shown. */
  page: number;
  /** Rows on the server (the envelope's totalItems). */
  total: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
}

/**
 * A table paged on the server, 12 rows a page, with the pager below (Pager: a range of 2 around the
 * current page, the first and the last). On a phone the total shows above the table and the pager
 * keeps to one line: previous, "5 / 10", next.
 */
export function PaginatedTable<T>({ page, total, pageSize = PAGE_SIZE, onPageChange, ...table }: Props<T>) {
  const { t } = useTranslation('common');
  const phone = usePhoneLayout();
  const caption = phone && total > pageSize ? <span data-testid="pagination-total">{t('pagination.total', { total })}</span> : undefined;
  return (
    <>
      <DataTable<T> {...table} caption={caption} />
      <Pager page={page} total={total} pageSize={pageSize} onChange={onPageChange} />
    </>
  );
}
