import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { formatCOP } from '@agrocadena/shared-ui';
import { shortOfRunningCost } from '../rules/final-cost';
import { MoneyField } from './money-field';

/**
 * A started run's final cost (abort), with its running cost beside it: below the running cost it is
 * refused before anything is sent, naming the least it may be (docs/domain.md#run-costs).
 */
export function FinalCostField({ run }: { run: ExecutedActivity }) {
  const { t, i18n } = useTranslation('production');
  return (
    <MoneyField
      name="finalCost"
      label={t('runs.fields.finalCost')}
      extra={`${t('runs.fields.runningCost')}: ${formatCOP(run.runningCost, i18n.language)}`}
      required
      rules={[
        {
          validator: async (_, value: unknown) => {
            const least = shortOfRunningCost(value, run.runningCost);
            if (least !== null) throw new Error(t('runs.fields.belowRunningCost', { cost: formatCOP(least, i18n.language) }));
          },
        },
      ]}
      testId="run-final-cost"
    />
  );
}
