import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { LIMITS } from '@agrocadena/contracts/core';
import { formatCOP, Typography } from '@agrocadena/shared-ui';
import { useRestartRun } from '../hooks/use-run-writes';
import { useRunForm } from '../hooks/use-run-form';
import { hasText } from '../../../shared/rules/run-labels';
import { MoneyField } from './money-field';
import { RunDialog } from '../../../shared/components/run-dialog';
import { Form, Input } from '@agrocadena/shared-ui/forms';

interface Props {
  run: ExecutedActivity;
  onClose: () => void;
}

interface Values {
  notes?: string;
  extraCosts: number;
}

/** Resume a paused run: a note and the extra cost the pause brought (whole pesos), then "are you sure?". */
export function ResumeRunDialog({ run, onClose }: Props) {
  const { t, i18n } = useTranslation('production');
  const restart = useRestartRun();
  const { form, error, validated, send } = useRunForm<Values>(onClose);
  const [asking, setAsking] = useState(false);
  const extraCosts = Form.useWatch('extraCosts', { form, preserve: true }) as number | undefined;

  async function submit() {
    if (!asking) {
      if (await validated()) setAsking(true);
      return;
    }
    const values = form.getFieldsValue(true) as Values;
    const notes = hasText(values.notes) ? { notes: values.notes.trim() } : {};
    send(restart, { executedActivityId: run._id, extraCosts: Math.round(values.extraCosts), ...notes }, 'runs.restart.success');
  }

  return (
    <RunDialog
      open
      title={t('runs.restart.title', { name: run.activity.name })}
      error={error}
      pending={restart.isPending}
      okText={t(asking ? 'runs.actions.restart' : 'runs.actions.next')}
      onOk={() => void submit()}
      onClose={onClose}
      back={asking ? { label: t('runs.actions.previous'), onClick: () => setAsking(false) } : undefined}
      testId="resume-run"
    >
      <Form form={form} layout="vertical" size="large" name="resume-run" initialValues={{ extraCosts: 0 }} hidden={asking}>
        <Form.Item name="notes" label={t('runs.fields.note')}>
          <Input.TextArea rows={2} maxLength={LIMITS.description} data-testid="run-note" />
        </Form.Item>
        <MoneyField name="extraCosts" label={t('runs.fields.extraCost')} required testId="run-extra-cost" />
      </Form>
      {asking && (
        <Typography.Paragraph data-testid="resume-run-question">
          {t('runs.restart.confirm', { name: run.activity.name, cost: formatCOP(extraCosts ?? 0, i18n.language) })}
        </Typography.Paragraph>
      )}
    </RunDialog>
  );
}
