import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PaginatedTable, usePhoneLayout, type DataColumn } from '@agrocadena/shared-ui';
import type { ExecutedActivity } from '@agrocadena/contracts';
import './runs.css';

/** One fact of a run: a column on a wide screen, a labelled line under the activity on a phone. */
export interface RunField {
  key: string;
  title: string;
  render: (run: ExecutedActivity, index: number) => ReactNode;
}

interface Props {
  rows: ExecutedActivity[];
  total: number;
  page: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  /** The first is the run's name (bold); on a phone the others follow it as lines. */
  fields: RunField[];
  options: (run: ExecutedActivity) => ReactNode;
  testId: string;
}

/**
 * The runs of a list, 12 a page. A phone has room for two columns: the run (its facts as lines)
 * and its options, so nothing scrolls sideways at 360 px.
 */
export function RunsTable({ rows, total, page, loading, onPageChange, fields, options, testId }: Props) {
  const { t } = useTranslation('production');
  const wide = !usePhoneLayout();
  const [first, ...rest] = fields;

  const facts: DataColumn<ExecutedActivity>[] = wide
    ? fields.map((field) => ({ key: field.key, title: field.title, render: field.render }))
    : [
        {
          key: first.key,
          title: first.title,
          render: (run, index) => (
            <>
              {first.render(run, index)}
              {rest.map((field) => (
                <Typography.Paragraph key={field.key} type="secondary" className="pr-run-line">
                  {field.title}: {field.render(run, index)}
                </Typography.Paragraph>
              ))}
            </>
          ),
        },
      ];

  return (
    <PaginatedTable<ExecutedActivity>
      rowKey={(run) => run._id}
      columns={[...facts, { key: 'options', title: t('runs.columns.options'), align: 'center', render: options }]}
      rows={rows}
      loading={loading}
      rowProps={(run) => ({ 'data-testid': `run-row-${run.activity.name}` })}
      page={page}
      total={total}
      onPageChange={onPageChange}
      data-testid={testId}
    />
  );
}
