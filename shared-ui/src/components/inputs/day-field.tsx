import type { Rule } from '@rc-component/form';
import { useTranslation } from 'react-i18next';
import { isDayAfterToday, isDayFromToday, todayDate, tomorrowDate } from '../../forms/days';
import './day-field.css';
import { Form } from '../../forms/form';
import { Input } from './text-input';

interface Props {
  name: string;
  label: string;
  testId: string;
  /** Another day field of the form this one may not come before (a finish after its start). */
  notBefore?: { field: string; message: string };
  /** Later than today, not from today on (selectADateGreaterThanToday). */
  afterToday?: boolean;
}

/**
 * A required day (yyyy-MM-dd, as the API takes it) of today or later, with the phone's own date
 * picker, which does not offer the days before today (nor before `notBefore`'s day).
 */
export function DayField({ name, label, testId, notBefore, afterToday = false }: Props) {
  const { t } = useTranslation('common');
  const form = Form.useFormInstance();
  // A field no form has when there is nothing to watch: it reads undefined.
  const earliest = Form.useWatch(notBefore?.field ?? 'no-earlier-day', form) as unknown;
  const rules: Rule[] = [
    { required: true, message: t('validation.requiredField') },
    {
      validator: async (_, value: unknown) => {
        if (!value) return;
        if (afterToday && !isDayAfterToday(value)) throw new Error(t('validation.selectADateGreaterThanToday'));
        if (!isDayFromToday(value)) throw new Error(t('validation.notBeforeToday'));
      },
    },
  ];
  if (notBefore)
    rules.push(({ getFieldValue }) => ({
      validator: async (_, value: unknown) => {
        const start = getFieldValue(notBefore.field) as unknown;
        if (typeof value === 'string' && typeof start === 'string' && value < start) throw new Error(notBefore.message);
      },
    }));
  const first = afterToday ? tomorrowDate() : todayDate();
  const min = notBefore && typeof earliest === 'string' && earliest > first ? earliest : first;
  return (
    <Form.Item name={name} label={label} rules={rules} dependencies={notBefore ? [notBefore.field] : undefined}>
      <Input type="date" min={min} className="ui-day-field" data-testid={testId} />
    </Form.Item>
  );
}
