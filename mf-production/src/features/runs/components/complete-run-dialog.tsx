import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { LIMITS } from '@agrocadena/contracts/core';
import { formatCOP, Typography } from '@agrocadena/shared-ui';
import { useCompleteRun } from '../hooks/use-run-writes';
import { useRunForm } from '../hooks/use-run-form';
import { amountLines, deliveredLines } from '../../../shared/rules/finished-amounts';
import { finalCostOf } from '../rules/final-cost';
import { hasText } from '../../../shared/rules/run-labels';
import { MoneyField } from './money-field';
import { OutputYields } from './output-yields';
import { ProductAmountsField } from '../../../shared/components/product-amounts-field';
import { RunDialog } from '../../../shared/components/run-dialog';
import { Form, Input } from '@agrocadena/shared-ui/forms';

interface Props {
  run: ExecutedActivity;
  onClose: () => void;
  /** After a completion, with the run as completed: a step of an order goes on to the order's next activity (docs/domain.md#production-orders). */
  onCompleted?: (run: ExecutedActivity) => void;
}

interface Values {
  amounts?: Record<string, unknown>;
  extraCost?: unknown;
  note?: string;
}

/**
 * Complete (docs/domain.md#run-states, docs/domain.md#run-costs): how much of each expected product
 * really came out (more or less than expected, each shown against it), the extra cost over the
 * running cost and the final cost they make (never below the running cost), an optional note.
 */
export function CompleteRunDialog({ run, onClose, onCompleted }: Props) {
  const { t, i18n } = useTranslation(['production', 'common']);
  const complete = useCompleteRun();
  const { form, error, setError, validated, send } = useRunForm<Values>(onClose);
  const extraCost = Form.useWatch('extraCost', form);
  const finalCost = finalCostOf(run.runningCost, extraCost);

  async function submit() {
    const values = await validated();
    if (!values) return;
    const completedProducts = deliveredLines(amountLines(run.expectedOutputProducts, values.amounts));
    if (completedProducts.length === 0) {
      setError(t('common:validation.fillInTheRequiredFields'));
      return;
    }
    const note = hasText(values.note) ? { note: values.note.trim() } : {};
    send(
      complete,
      { executedActivityId: run._id, completedProducts, finalCost: finalCostOf(run.runningCost, values.extraCost), ...note },
      'production:runs.complete.success',
      onCompleted,
    );
  }

  return (
    <RunDialog
      open
      title={t('production:runs.complete.title', { name: run.activity.name })}
      error={error}
      pending={complete.isPending}
      okText={t('production:runs.actions.complete')}
      onOk={() => void submit()}
      onClose={onClose}
      testId="complete-run"
    >
      <Form form={form} layout="vertical" size="large" name="complete-run" initialValues={{ extraCost: 0 }}>
        <Typography.Text strong>{t('production:runs.fields.finishedAmounts')}</Typography.Text>
        <Typography.Paragraph type="secondary">{t('production:runs.complete.amountsHint')}</Typography.Paragraph>
        <ProductAmountsField products={run.expectedOutputProducts} testId="finished" />
        <OutputYields products={run.expectedOutputProducts} />
        <div className="pr-run-cost">
          <span>{t('production:runs.fields.runningCost')}</span>
          <strong data-testid="run-running-cost">{formatCOP(run.runningCost, i18n.language)}</strong>
        </div>
        <MoneyField name="extraCost" label={t('production:runs.fields.extraCost')} testId="run-extra-cost" />
        <div className="pr-run-cost">
          <span>{t('production:runs.fields.finalCost')}</span>
          <strong data-testid="run-final-cost">{formatCOP(finalCost, i18n.language)}</strong>
        </div>
        <Form.Item name="note" label={t('production:runs.fields.note')}>
          <Input.TextArea rows={2} maxLength={LIMITS.description} data-testid="run-note" />
        </Form.Item>
      </Form>
    </RunDialog>
  );
}
