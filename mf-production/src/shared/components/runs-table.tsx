import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PaginatedTable, usePhoneLayout, type DataColumn, Typography } from '@agrocadena/shared-ui';
import type { ExecutedActivity } from '@agrocadena/contracts';
import './runs.css';

/** One fact of a row (a run, an order): a column on a wide screen, a labelled line under the first on a phone. */
export interface RunField<T = ExecutedActivity> {
  key: string;
  title: string;
  render: (row: T, index: number) => ReactNode;
}

interface Props<T> {
  rows: T[];
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  /** The first names the row (bold); on a phone the others follow it as lines. */
  fields: RunField<T>[];
  options: (row: T) => ReactNode;
  /** Each row's data-testid (e.g. `run-row-<activity>`). */
  rowTestId: (row: T) => string;
  testId: string;
}

/**
 * The runs (or production orders) of a list, 12 a page. A phone has room for two columns: the row
 * (its facts as lines) and its options, so nothing scrolls sideways at 360 px.
 */
export function RunsTable<T extends { _id: string }>({ rows, total, page, loading, onPageChange, fields, options, rowTestId, testId }: Props<T>) {
  const { t } = useTranslation('production');
  const wide = !usePhoneLayout();
  const [first, ...rest] = fields;

  const facts: DataColumn<T>[] = wide
    ? fields.map((field) => ({ key: field.key, title: field.title, render: field.render }))
    : [
        {
          key: first.key,
          title: first.title,
          render: (row, index) => (
            <>
              {first.render(row, index)}
              {rest.map((field) => (
                <Typography.Paragraph key={field.key} type="secondary" className="pr-run-line">
                  {field.title}: {field.render(row, index)}
                </Typography.Paragraph>
              ))}
            </>
          ),
        },
      ];

  return (
    <PaginatedTable<T>
      rowKey={(row) => row._id}
      columns={[...facts, { key: 'options', title: t('runs.columns.options'), align: 'center', render: options }]}
      rows={rows}
      loading={loading}
      rowProps={(row) => ({ 'data-testid': rowTestId(row) })}
      page={page}
      total={total}
      onPageChange={onPageChange}
      data-testid={testId}
    />
  );
}
