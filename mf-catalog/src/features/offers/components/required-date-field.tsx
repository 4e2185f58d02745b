import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isDayFromToday, todayDate } from '../rules/required-day';

/**
 * The day a service is needed (yyyy-MM-dd, as the API takes it): today or later. The phone's own
 * date picker does not offer the days before today.
 */
export function RequiredDateField({ testId }: { testId: string }) {
  const { t } = useTranslation(['catalog', 'common']);
  return (
    <Form.Item
      name="requiredDate"
      label={t('catalog:apply.requiredDate')}
      rules={[
        { required: true, message: t('common:validation.requiredField') },
        {
          validator: async (_, value: unknown) => {
            if (value && !isDayFromToday(value)) throw new Error(t('catalog:apply.notBeforeToday'));
          },
        },
      ]}
    >
      <Input type="date" min={todayDate()} className="cat-date" data-testid={testId} />
    </Form.Item>
  );
}
