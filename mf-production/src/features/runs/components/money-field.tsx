import { NUMBER_FIELD_TRIGGERS, numberInputRule } from '@agrocadena/shared-ui';
import { useTranslation } from 'react-i18next';
import { Form, MoneyInput, type FormRule } from '@agrocadena/shared-ui/forms';

interface Props {
  name: string;
  label: string;
  required?: boolean;
  extra?: string;
  /** Rules besides the number's own (a final cost: not below the running cost). */
  rules?: FormRule[];
  testId: string;
}

/** A pesos field of a run's move (final cost, extra cost): whole pesos, required or not. */
export function MoneyField({ name, label, required = false, extra, rules = [], testId }: Props) {
  const { t } = useTranslation('common');
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      validateTrigger={NUMBER_FIELD_TRIGGERS}
      rules={[{ required, message: t('validation.requiredField') }, numberInputRule, ...rules]}
    >
      <MoneyInput style={{ maxWidth: 240 }} data-testid={testId} />
    </Form.Item>
  );
}
