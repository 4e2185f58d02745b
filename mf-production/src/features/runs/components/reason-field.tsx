import { useTranslation } from 'react-i18next';
import { LIMITS } from '@agrocadena/contracts/core';
import { requiredTextRules } from '@agrocadena/shared-ui';
import { Form, Input } from '@agrocadena/shared-ui/forms';

/** A required reason of up to 80 characters (docs/domain.md#limits), with its counter. */
export function ReasonField() {
  const { t } = useTranslation('production');
  return (
    <Form.Item name="reason" label={t('runs.fields.reason')} rules={requiredTextRules(LIMITS.reason)}>
      <Input.TextArea rows={2} maxLength={LIMITS.reason} showCount data-testid="run-reason" />
    </Form.Item>
  );
}
