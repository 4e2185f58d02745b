import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { formatCOP, Typography } from '@agrocadena/shared-ui';
import { useAbortRun } from '../hooks/use-run-writes';
import { useRunForm } from '../hooks/use-run-form';
import { amountLines, deliveredLines } from '../../../shared/rules/finished-amounts';
import { CustomerNotice } from './customer-notice';
import { FinalCostField } from './final-cost-field';
import { ProductAmountsField } from '../../../shared/components/product-amounts-field';
import { ProductLines } from '../../../shared/components/product-lines';
import { ReasonField } from './reason-field';
import { RunDialog } from '../../../shared/components/run-dialog';
import { RunSteps } from '../../../shared/components/run-steps';
import { Form } from '@agrocadena/shared-ui/forms';

interface Props {
  run: ExecutedActivity;
  onClose: () => void;
}

interface Values {
  amounts?: Record<string, unknown>;
  reason: string;
  finalCost: number;
}

/**
 * Abort a paused run in three steps: what was delivered of each expected product (0: nothing),
 * the reason and the final cost (not below the running cost), then "are you sure?". Only what was
 * delivered is sent.
 */
export function AbortPausedDialog({ run, onClose }: Props) {
  const { t, i18n } = useTranslation('production');
  const abort = useAbortRun();
  const { form, error, validated, send } = useRunForm<Values>(onClose);
  const [step, setStep] = useState(0);
  const products = run.expectedOutputProducts;
  const stepFields = [products.map((line) => ['amounts', line.product._id]), ['reason', 'finalCost']];

  async function submit() {
    if (step < 2) {
      if (await validated(stepFields[step])) setStep(step + 1);
      return;
    }
    const values = form.getFieldsValue(true) as Values;
    const finishedProducts = deliveredLines(amountLines(products, values.amounts));
    send(abort, { executedActivityId: run._id, reason: values.reason.trim(), finalCost: values.finalCost, finishedProducts }, 'runs.abort.success');
  }

  const values = form.getFieldsValue(true) as Partial<Values>;
  // What will be sent as delivered, each line with its product's name and unit.
  const delivered = (step === 2 ? deliveredLines(amountLines(products, values.amounts)) : []).flatMap((line) => {
    const expected = products.find((p) => p.product._id === line.product);
    return expected ? [{ product: expected.product, amount: line.amount }] : [];
  });

  return (
    <RunDialog
      open
      title={t('runs.abort.title', { name: run.activity.name })}
      error={error}
      pending={abort.isPending}
      okText={t(step < 2 ? 'runs.actions.next' : 'runs.actions.abort')}
      onOk={() => void submit()}
      onClose={onClose}
      back={step > 0 ? { label: t('runs.actions.previous'), onClick: () => setStep(step - 1) } : undefined}
      danger={step === 2}
      testId="abort-run"
    >
      <CustomerNotice run={run} />
      <RunSteps current={step} titles={[t('runs.abort.stepDelivered'), t('runs.abort.stepReason'), t('runs.abort.stepConfirm')]} />
      <Form form={form} layout="vertical" size="large" name="abort-paused">
        <div hidden={step !== 0}>
          <Typography.Text strong>{t('runs.fields.deliveredAmounts')}</Typography.Text>
          <Typography.Paragraph type="secondary">{t('runs.abort.deliveredHint')}</Typography.Paragraph>
          <ProductAmountsField products={products} required testId="delivered" />
        </div>
        <div hidden={step !== 1}>
          <ReasonField />
          <FinalCostField run={run} />
        </div>
      </Form>
      {step === 2 && (
        <div data-testid="abort-run-question">
          <Typography.Paragraph strong>{t('runs.abort.confirm', { name: run.activity.name })}</Typography.Paragraph>
          <Typography.Paragraph>
            {t('runs.fields.reason')}: {values.reason}
            <br />
            {t('runs.fields.finalCost')}: {formatCOP(values.finalCost ?? 0, i18n.language)}
          </Typography.Paragraph>
          {delivered.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('runs.abort.nothingDelivered')}</Typography.Paragraph>
          ) : (
            <ProductLines lines={delivered} testId="abort-run-delivered" />
          )}
        </div>
      )}
    </RunDialog>
  );
}
