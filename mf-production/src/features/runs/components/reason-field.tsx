import { useTranslation } from 'react-i18next';
import { LIMITS } from '@agrocadena/contracts/core';
import { requiredTextRules } from '@agrocadena/shared-ui';
import { Form, Input } from '@agrocadena/shared-ui/forms';

/** Spec-2 §9: a required reason of up to 80 characters, with its counter. */
export function ReasonField() {
  const { t } = useTranslation('production');
  return (
    <Form.Item name="reason" label={t('runs.fields.reason')} rules={requiredTextRules(LIMITS.reason)}>
      <Input.TextArea rows={2} maxLength={LIMITS.reason} showCount data-testid="run-reason" />
    </Form.Item>
  );
}
