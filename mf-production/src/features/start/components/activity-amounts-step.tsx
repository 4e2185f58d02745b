import { useTranslation } from 'react-i18next';
import type { Activity, RunPlan } from '@agrocadena/contracts';
import { isShort } from '@agrocadena/contracts/rules';
import { formatAmount, Typography, Alert, Button } from '@agrocadena/shared-ui';
import { ProductAmountsField } from '../../../shared/components/product-amounts-field';
import { useLotsPreview } from '../hooks/use-lots-preview';
import { needsFor, planProducts, wantedAmounts } from '../rules/start-form';
import { amountToProduceRule } from './amount-rule';
import { NeedsTable } from './needs-table';
import { Form } from '@agrocadena/shared-ui/forms';

interface Props {
  activity: Activity;
  plan: RunPlan;
  /** Offered when the stock is short and the run may be outsourced: its provider uses its own inputs. */
  onOutsource?: () => void;
}

/**
 * Step 1 of /startActivity: how much of each output, and what that needs beside what is in stock.
 * When the stock is short, outsourcing (where offered) is the way on: the provider uses its own inputs.
 * Each input says which of its lots it would leave.
 */
export function ActivityAmountsStep({ activity, plan, onOutsource }: Props) {
  const { t, i18n } = useTranslation(['production', 'common']);
  const amounts = Form.useWatch('amounts') as Record<string, unknown> | undefined;
  const typed = Object.keys(wantedAmounts(amounts)).length > 0;
  const needs = needsFor(activity, plan, amounts);
  const leaving = useLotsPreview(activity.inputProducts.map((line) => line.product._id));

  return (
    <>
      <Typography.Paragraph>{t('production:start.amount.intro')}</Typography.Paragraph>
      <ProductAmountsField
        products={activity.outputProducts}
        rules={[amountToProduceRule(t)]}
        hint={(line) => t('production:start.amount.base', { amount: formatAmount(line.amount, i18n.language), unit: line.product.unitMeasure })}
        testId="start-amount"
      />
      {typed && (
        <>
          <Typography.Title level={5}>{t('production:start.needs.title')}</Typography.Title>
          <NeedsTable needs={needs} products={planProducts(plan)} stock={plan.stock} leaving={leaving} testId="need" />
          {isShort(needs) && (
            <Alert
              type="error"
              showIcon
              title={t('common:validation.notEnoughProducts')}
              description={onOutsource && t('production:outsource.whenShort')}
              action={
                onOutsource && (
                  <Button onClick={onOutsource} data-testid="start-short-outsource">
                    {t('production:outsource.instead')}
                  </Button>
                )
              }
              className="pr-form-error"
              data-testid="start-short"
            />
          )}
        </>
      )}
    </>
  );
}
