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
  /**
   * A day that has happened instead (a payment): from `since` (yyyy-MM-dd) up to today, not from
   * today on; `beforeSince` says why an earlier day is refused.
   */
  past?: { since: string; beforeSince: string };
  /** May be left blank (an expiry day that not every lot has). */
  optional?: boolean;
  /** A line under the field saying what the day is for. */
  extra?: string;
}

/**
 * A required day (yyyy-MM-dd, as the API takes it; blank allowed when `optional`) of today or
 * later — or, `past`, of a span up to today — with the phone's own date picker, which offers only
 * the days allowed.
 */
export function DayField({ name, label, testId, notBefore, afterToday = false, past, optional = false, extra }: Props) {
  const { t } = useTranslation('common');
  const form = Form.useFormInstance();
  // A field no form has when there is nothing to watch: it reads undefined.
  const earliest = Form.useWatch(notBefore?.field ?? 'no-earlier-day', form) as unknown;
  const rules: Rule[] = [
    { required: !optional, message: t('validation.requiredField') },
    {
      validator: async (_, value: unknown) => {
        if (!value) return;
        if (past) {
          if (typeof value === 'string' && value > todayDate()) throw new Error(t('validation.notAfterToday'));
          if (typeof value === 'string' && value < past.since) throw new Error(past.beforeSince);
          return;
        }
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
  const first = past ? past.since : afterToday ? tomorrowDate() : todayDate();
  const min = notBefore && typeof earliest === 'string' && earliest > first ? earliest : first;
  return (
    <Form.Item name={name} label={label} extra={extra} rules={rules} dependencies={notBefore ? [notBefore.field] : undefined}>
      <Input type="date" min={min} max={past ? todayDate() : undefined} className="ui-day-field" data-testid={testId} />
    </Form.Item>
  );
}
