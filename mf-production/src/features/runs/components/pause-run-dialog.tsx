import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { isDayFromToday, todayDate } from '@agrocadena/shared-ui';
import { usePauseRun } from '../hooks/use-run-writes';
import { useRunForm } from '../hooks/use-run-form';
import { ReasonField } from './reason-field';
import { RunDialog } from '../../../shared/components/run-dialog';
import { Form, Input } from '@agrocadena/shared-ui/forms';

interface Props {
  run: ExecutedActivity;
  onClose: () => void;
}

/**
 * Pause (docs/domain.md#run-states): a reason (80 characters) and the day work should resume, today
 * or later. The phone's own date picker (days before today disabled) writes yyyy-MM-dd, as the API
 * takes it.
 */
export function PauseRunDialog({ run, onClose }: Props) {
  const { t } = useTranslation(['production', 'common']);
  const pause = usePauseRun();
  const { form, error, validated, send } = useRunForm<{ reason: string; expectedResumeDate: string }>(onClose);

  async function submit() {
    const values = await validated();
    if (!values) return;
    const body = { executedActivityId: run._id, reason: values.reason.trim(), expectedResumeDate: values.expectedResumeDate };
    send(pause, body, 'production:runs.pause.success');
  }

  return (
    <RunDialog
      open
      title={t('production:runs.pause.title', { name: run.activity.name })}
      error={error}
      pending={pause.isPending}
      okText={t('production:runs.actions.pause')}
      onOk={() => void submit()}
      onClose={onClose}
      testId="pause-run"
    >
      <Form form={form} layout="vertical" size="large" name="pause-run">
        <ReasonField />
        <Form.Item
          name="expectedResumeDate"
          label={t('production:runs.fields.expectedResumeDate')}
          rules={[
            { required: true, message: t('common:validation.defineDate') },
            {
              validator: async (_, value: unknown) => {
                if (value && !isDayFromToday(value)) throw new Error(t('production:runs.pause.notBeforeToday'));
              },
            },
          ]}
        >
          <Input type="date" min={todayDate()} className="pr-run-date-picker" data-testid="run-resume-date" />
        </Form.Item>
      </Form>
    </RunDialog>
  );
}
