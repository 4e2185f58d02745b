import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './data-table.css';

export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  render: (row: T, index: number) => ReactNode;
  align?: 'left' | 'center' | 'right';
}

export interface DataTableProps<T> {
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Attributes of each row's <tr>, e.g. a data-testid naming the row. */
  rowProps?: (row: T) => Record<`data-${string}`, string>;
  loading?: boolean;
  /** What shows in place of rows when there are none (after loading). */
  empty?: ReactNode;
  /** A line above the table (a phone's total). */
  caption?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/**
 * A plain table: header, rows, an empty line, a busy state. The suite's lists are paged on the
 * server and sorted there, so it needs none of antd's Table (149 KB compressed with its pager,
 * filters and virtual lists); wide content scrolls inside its box, never the page.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowProps,
  loading = false,
  empty,
  caption,
  className = '',
  'data-testid': testId,
}: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const aligned = (column: DataColumn<T>) => (column.align ? { textAlign: column.align } : undefined);
  return (
    <div className={`ac-table ${loading ? 'ac-table-loading' : ''} ${className}`} data-testid={testId} aria-busy={loading}>
      {caption && <div className="ac-table-caption">{caption}</div>}
      <div className="ac-table-scroll">
        <table>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" style={aligned(column)}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((column) => (
                  <td key={column.key} style={aligned(column)}>
                    {column.render(row, index)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && !loading && (
              <tr className="ac-table-empty">
                <td colSpan={columns.length}>{empty ?? t('table.empty')}</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {loading && <div className="ac-table-spinner" role="status" aria-label={t('table.loading')} />}
    </div>
  );
}
