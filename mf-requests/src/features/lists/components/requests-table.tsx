import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { PaginatedTable, usePhoneLayout, type DataColumn, Typography } from '@agrocadena/shared-ui';
import './lists.css';

/** One fact of a request: a column on a wide screen, a labelled line under the first on a phone. */
export interface RequestField {
  key: string;
  title: string;
  render: (request: Request) => ReactNode;
}

interface Props {
  rows: Request[];
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  /** The first names the row; on a phone the others follow it as lines. */
  fields: RequestField[];
  /** The row's options column, when the list has one. */
  options?: (request: Request) => ReactNode;
  /** Rows shown bold: unseen ones (docs/domain.md#unseen-requests). */
  bold?: (request: Request) => boolean;
  testId: string;
}

/**
 * The requests of one list, 12 a page. A phone has room for two columns: the row (its facts as
 * lines) and its options, so nothing scrolls sideways at 360 px.
 */
export function RequestsTable({ rows, total, page, loading, onPageChange, fields, options, bold, testId }: Props) {
  const { t } = useTranslation('requests');
  const wide = !usePhoneLayout();
  const [first, ...rest] = fields;

  const facts: DataColumn<Request>[] = wide
    ? fields.map((field) => ({ key: field.key, title: field.title, render: field.render }))
    : [
        {
          key: first.key,
          title: first.title,
          render: (request) => (
            <>
              {first.render(request)}
              {rest.map((field) => (
                <Typography.Paragraph key={field.key} type="secondary" className="rq-line">
                  {field.title}: {field.render(request)}
                </Typography.Paragraph>
              ))}
            </>
          ),
        },
      ];
  const columns = options ? [...facts, { key: 'options', title: t('columns.options'), align: 'center' as const, render: options }] : facts;

  return (
    <PaginatedTable<Request>
      rowKey={(request) => request._id}
      columns={columns}
      rows={rows}
      loading={loading}
      rowProps={(request) => ({ 'data-testid': `request-row-${request._id}`, 'data-unseen': String(bold?.(request) ?? false) })}
      page={page}
      total={total}
      onPageChange={onPageChange}
      className="rq-table"
      data-testid={testId}
    />
  );
}
