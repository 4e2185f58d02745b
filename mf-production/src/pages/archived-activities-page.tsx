import { useState } from 'react';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@agrocadena/contracts/core';
import type { ArchivedRun } from '@agrocadena/contracts';
import { RowAction, formatCOP, formatDateTime, Typography } from '@agrocadena/shared-ui';
import { RunsListPage } from '../features/runs/components/runs-list-page';
import { RunDetailsDialog } from '../features/runs/components/run-details-dialog';
import { useArchivedRuns } from '../features/runs/hooks/use-runs-list';
import { useAmountText, usePercentText } from '../shared/components/run-figures';

/**
 * /archivedActivities?archivedActivities=completed|aborted: my finished runs (aborted only when
 * asked; completed otherwise), each with its final cost and yields, and its details with what it
 * consumed and what each output cost (docs/domain.md#order-figures).
 */
export default function ArchivedActivitiesPage() {
  const { t, i18n } = useTranslation(['production', 'common']);
  const amount = useAmountText();
  const percent = usePercentText();
  const [search] = useSearchParams();
  const kind = search.get('archivedActivities') === 'aborted' ? 'aborted' : 'completed';
  const list = useArchivedRuns(kind);
  const [shown, setShown] = useState<ArchivedRun | null>(null);

  return (
    <RunsListPage<ArchivedRun>
      key={kind}
      kind={kind}
      list={list}
      fields={[
        { key: 'number', title: t('production:runs.columns.number'), render: (_run, index) => (list.page - 1) * PAGE_SIZE + index + 1 },
        { key: 'name', title: t('production:runs.columns.name'), render: (run) => <Typography.Text strong>{run.activity.name}</Typography.Text> },
        { key: 'finishedAt', title: t('production:runs.columns.finishedAt'), render: (run) => formatDateTime(run.finishedAt) },
        { key: 'status', title: t('production:runs.columns.status'), render: (run) => t(`production:runs.states.${run.status}`) },
        {
          key: 'finalCost',
          title: t('production:figures.finalCostColumn'),
          render: (run) => <span data-testid="run-row-final-cost">{run.finalCost === null ? '—' : formatCOP(run.finalCost, i18n.language)}</span>,
        },
        {
          key: 'yields',
          title: t('production:figures.yieldsColumn'),
          render: (run) =>
            run.outputs.map((line) => (
              <Typography.Paragraph key={line.product._id} className="pr-run-line" data-testid={`run-yield-${line.product.name}`}>
                {t('production:figures.yieldLine', {
                  product: line.product.name,
                  actual: amount(line.actual, line.product),
                  expected: line.yieldPercent === null && line.expected === 0 ? '—' : amount(line.expected, line.product),
                  yield: percent(line.yieldPercent),
                })}
                {line.unitCost !== null && (
                  <span data-testid={`run-unit-cost-${line.product.name}`}>
                    {' · '}
                    {t('production:figures.perUnit', { cost: formatCOP(line.unitCost, i18n.language), unit: line.product.unitMeasure })}
                  </span>
                )}
              </Typography.Paragraph>
            )),
        },
      ]}
      options={(run) => <RowAction label={t('common:actions.details')} icon={<EyeOutlined />} onClick={() => setShown(run)} testId="run-details" />}
    >
      {shown && <RunDetailsDialog key={shown._id} run={shown} onClose={() => setShown(null)} />}
    </RunsListPage>
  );
}
