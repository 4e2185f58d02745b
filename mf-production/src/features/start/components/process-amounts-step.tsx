import CalculatorOutlined from '@ant-design/icons/CalculatorOutlined';
import { useTranslation } from 'react-i18next';
import type { RunPlan } from '@agrocadena/contracts';
import { runOutputs, type ProcessNeeds, type SecondaryOption } from '@agrocadena/contracts/rules';
import { formatAmount, Typography, Alert, Button } from '@agrocadena/shared-ui';
import { ProductAmountsField } from '../../../shared/components/product-amounts-field';
import { useLotsPreview } from '../hooks/use-lots-preview';
import type { RunChoice } from '../rules/process-choice';
import { planProducts } from '../rules/start-form';
import { ActivityChoiceCard } from './activity-choice-card';
import { NeedsTable } from './needs-table';

export interface Calculation {
  wanted: Record<string, number>;
  needs: ProcessNeeds;
}

interface Props {
  plan: RunPlan;
  /** The last Calculate, while the amounts are still those it was made for. */
  calculation: Calculation | null;
  choice: RunChoice | null;
  onCalculate: () => void;
  onChoosePrincipal: () => void;
  onChooseSecondary: (option: SecondaryOption) => void;
  /** Outsourcing a step my stock cannot start: the principal (no option) or a secondary one. Absent when not offered. */
  onOutsource?: (option?: SecondaryOption) => void;
  /** 'Debe ingresar la cantidad…', 'Elija la actividad a ejecutar'. */
  error: string | null;
}

/**
 * Step 1 of /startProcess (docs/domain.md#production-needs): how much of the principal's outputs;
 * Enter or Calculate shows what the whole chain needs, the shortages, and the activities that can
 * start — each one my stock cannot start offered to a provider instead. Each input says which of
 * its lots it would leave.
 */
export function ProcessAmountsStep({ plan, calculation, choice, onCalculate, onChoosePrincipal, onChooseSecondary, onOutsource, error }: Props) {
  const { t, i18n } = useTranslation(['production', 'common']);
  const principal = plan.activities[plan.activities.length - 1];
  const products = planProducts(plan);
  const leaving = useLotsPreview(plan.activities.flatMap((activity) => activity.inputProducts.map((line) => line.product._id)));
  const nameOf = (activityId: string) => plan.activities.find((activity) => activity._id === activityId)?.name ?? '';

  return (
    <>
      <Typography.Paragraph>{t('production:start.process.intro', { name: principal.name })}</Typography.Paragraph>
      <ProductAmountsField
        products={principal.outputProducts}
        hint={(line) => t('production:start.amount.base', { amount: formatAmount(line.amount, i18n.language), unit: line.product.unitMeasure })}
        onPressEnter={onCalculate}
        testId="start-amount"
      />
      <Button icon={<CalculatorOutlined />} onClick={onCalculate} data-testid="start-calculate">
        {t('production:start.process.calculate')}
      </Button>
      {error && <Alert type="error" showIcon title={error} className="pr-form-error" data-testid="start-step-error" />}
      {calculation && (
        <div className="pr-start-calculation" data-testid="start-calculation">
          <Typography.Title level={5}>{t('production:start.needs.title')}</Typography.Title>
          <NeedsTable needs={calculation.needs.needs} products={products} stock={plan.stock} leaving={leaving} testId="need" />
          {calculation.needs.short && (
            <Alert type="warning" showIcon title={t('common:validation.notEnoughProducts')} className="pr-form-error" data-testid="start-short" />
          )}
          <Typography.Title level={5}>{t('production:start.process.choices')}</Typography.Title>
          <ActivityChoiceCard
            name={principal.name}
            outputs={runOutputs(principal, calculation.wanted)}
            products={products}
            cost={calculation.needs.cost}
            canStart={!calculation.needs.short}
            chosen={choice?.activity === principal._id}
            onChoose={onChoosePrincipal}
            onOutsource={onOutsource && (() => onOutsource())}
          />
          {calculation.needs.secondary.map((option) => (
            <ActivityChoiceCard
              key={`${option.activity}-${option.makes.product}`}
              name={nameOf(option.activity)}
              outputs={option.outputs}
              products={products}
              cost={option.cost}
              needs={
                <NeedsTable
                  needs={option.needs}
                  products={products}
                  stock={plan.stock}
                  showTotal={false}
                  leaving={leaving}
                  testId={`need-${nameOf(option.activity)}`}
                />
              }
              canStart={option.canStart}
              chosen={choice?.activity === option.activity}
              onChoose={() => onChooseSecondary(option)}
              onOutsource={onOutsource && (() => onOutsource(option))}
            />
          ))}
        </div>
      )}
    </>
  );
}
