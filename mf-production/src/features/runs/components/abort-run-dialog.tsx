import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { Typography } from '@agrocadena/shared-ui';
import { useAbortRun } from '../hooks/use-run-writes';
import { useRunForm } from '../hooks/use-run-form';
import { CustomerNotice } from './customer-notice';
import { FinalCostField } from './final-cost-field';
import { ReasonField } from './reason-field';
import { RunDialog } from '../../../shared/components/run-dialog';
import { Form } from '@agrocadena/shared-ui/forms';

interface Props {
  run: ExecutedActivity;
  onClose: () => void;
}

/**
 * Abort a scheduled or running run: a reason, and for a started one its final cost (both required;
 * not below the running cost). A scheduled run only releases its reservation: no final cost (0).
 */
export function AbortRunDialog({ run, onClose }: Props) {
  const { t } = useTranslation('production');
  const abort = useAbortRun();
  const scheduled = run.status === 'SCHEDULED';
  const { form, error, validated, send } = useRunForm<{ reason: string; finalCost?: number }>(onClose);

  async function submit() {
    const values = await validated();
    if (values)
      send(
        abort,
        { executedActivityId: run._id, reason: values.reason.trim(), finalCost: scheduled ? 0 : (values.finalCost ?? 0) },
        'runs.abort.success',
      );
  }

  return (
    <RunDialog
      open
      title={t('runs.abort.title', { name: run.activity.name })}
      error={error}
      pending={abort.isPending}
      okText={t('runs.actions.abort')}
      onOk={() => void submit()}
      onClose={onClose}
      danger
      testId="abort-run"
    >
      <CustomerNotice run={run} />
      {scheduled && <Typography.Paragraph type="secondary">{t('runs.abort.scheduledHint')}</Typography.Paragraph>}
      <Form form={form} layout="vertical" size="large" name="abort-run">
        <ReasonField />
        {!scheduled && <FinalCostField run={run} />}
      </Form>
    </RunDialog>
  );
}
