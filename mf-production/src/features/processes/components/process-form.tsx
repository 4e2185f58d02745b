import { useState } from 'react';
import type { FormRule } from '@agrocadena/shared-ui/forms';
import { useTranslation } from 'react-i18next';
import { requiredTextRules, showServerError, Alert, Button } from '@agrocadena/shared-ui';
import type { Activity, Process } from '@agrocadena/contracts';
import { LIMITS } from '@agrocadena/contracts/core';
import { PROCESS_FIELDS, processToFormValues, toProcessBody, type ProcessFormValues, type ProcessStep } from '../rules/process-form';
import { useSaveProcess } from '../hooks/use-process-writes';
import { ProcessActivitiesField } from './process-activities-field';
import { Form, Input } from '@agrocadena/shared-ui/forms';

interface Props {
  userId: string;
  activities: readonly Activity[];
  /** The process being edited; none: a new one. */
  process?: Process;
  onSaved: (process: Process) => void;
  onCancel?: () => void;
}

/** Name, description and the activities in order: creating and editing a process. */
export function ProcessForm({ userId, activities, process, onSaved, onCancel }: Props) {
  const { t } = useTranslation(['production', 'common']);
  const [form] = Form.useForm<ProcessFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveProcess(process?._id);
  const mode = process ? 'edit' : 'create';

  const stepsRule: FormRule = {
    validator: async (_, steps?: ProcessStep[]) => {
      if (!steps || steps.length === 0) throw new Error(t('production:processes.form.pickOne'));
    },
  };

  function onFinish(values: ProcessFormValues) {
    setFormError(null);
    save.mutate(toProcessBody(values, userId), {
      onSuccess: onSaved,
      onError: (error) => {
        setFormError(error.message);
        showServerError(form, error, PROCESS_FIELDS);
      },
    });
  }

  return (
    <Form<ProcessFormValues>
      form={form}
      name={`process-${mode}`}
      layout="vertical"
      size="large"
      initialValues={process ? processToFormValues(process) : undefined}
      onFinish={onFinish}
      // docs/domain.md#processes: name, description and at least one activity, one message for all.
      onFinishFailed={() => setFormError(t('common:validation.fillInTheRequiredFields'))}
      onValuesChange={() => setFormError(null)}
      scrollToFirstError={{ block: 'center' }}
      data-testid="process-form"
    >
      <Form.Item name="name" label={t('production:processes.fields.name')} rules={requiredTextRules(LIMITS.name)}>
        <Input placeholder={t('production:processes.form.namePlaceholder')} autoComplete="off" data-testid="process-name" />
      </Form.Item>
      <Form.Item name="description" label={t('production:processes.fields.description')} rules={requiredTextRules(LIMITS.description)}>
        <Input.TextArea placeholder={t('production:processes.form.descriptionPlaceholder')} rows={3} data-testid="process-description" />
      </Form.Item>
      <Form.Item name="activities" label={t('production:processes.fields.activities')} required rules={[stepsRule]}>
        <ProcessActivitiesField activities={activities} />
      </Form.Item>

      {formError && <Alert type="error" showIcon title={formError} className="pr-form-error" data-testid="process-form-error" />}
      <div className="pr-form-actions">
        {onCancel && (
          <Button onClick={onCancel} disabled={save.isPending} data-testid="process-cancel">
            {t('common:actions.cancel')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="process-submit">
          {t('production:processes.form.save')}
        </Button>
      </div>
    </Form>
  );
}
