import { useTranslation } from 'react-i18next';
import { formatAmount, Typography } from '@agrocadena/shared-ui';
import type { Activity, ActivityProduct } from '@agrocadena/contracts';
import { relativeWeights } from '../rules/activity-form';
import { formatShare } from './weight-share';

/** An activity's inputs and outputs, each with its amount and its share of its side (docs/domain.md#activities). */
export function ActivitySides({ activity }: { activity: Activity }) {
  const { t, i18n } = useTranslation('production');
  const side = (key: 'inputProducts' | 'outputProducts', lines: ActivityProduct[]) => {
    const weights = relativeWeights(lines.map((line) => line.amount));
    return (
      <div data-testid={`sides-${key}`}>
        <Typography.Text type="secondary">{t(`activities.fields.${key}`)}</Typography.Text>
        <ul>
          {lines.map((line, index) => (
            <li key={line.product._id}>
              {t('activities.list.weightLine', {
                name: line.product.name,
                amount: formatAmount(line.amount, i18n.language),
                unit: line.product.unitMeasure,
                weight: formatShare(weights[index], i18n.language),
              })}
            </li>
          ))}
        </ul>
      </div>
    );
  };
  return (
    <div className="pr-products-cell">
      {side('inputProducts', activity.inputProducts)}
      {side('outputProducts', activity.outputProducts)}
    </div>
  );
}
