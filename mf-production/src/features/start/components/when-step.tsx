import { useTranslation } from 'react-i18next';
import { isDayFromToday, todayDate } from '@agrocadena/shared-ui';
import { Form, Input, Radio } from '@agrocadena/shared-ui/forms';

/** Step 3, when (docs/domain.md#dates): right now, or programmed for a day from today on (defineStartTime / defineScheduleTime). */
export function WhenStep() {
  const { t } = useTranslation(['production', 'common']);
  const when = Form.useWatch('when');
  return (
    <>
      <Form.Item name="when" label={t('production:start.when.label')} rules={[{ required: true, message: t('common:validation.defineStartTime') }]}>
        <Radio.Group data-testid="start-when">
          <Radio value="now" data-testid="start-when-now">
            {t('production:start.when.now')}
          </Radio>
          <Radio value="scheduled" data-testid="start-when-scheduled">
            {t('production:start.when.scheduled')}
          </Radio>
        </Radio.Group>
      </Form.Item>
      {when === 'scheduled' && (
        <Form.Item
          name="scheduleDay"
          label={t('production:start.when.day')}
          rules={[
            {
              validator: async (_, value: unknown) => {
                if (!value) throw new Error(t('common:validation.defineScheduleTime'));
                if (!isDayFromToday(value)) throw new Error(t('common:validation.notBeforeToday'));
              },
            },
          ]}
        >
          {/* Past days are not offered (min); today is. */}
          <Input type="date" min={todayDate()} className="pr-run-date-picker" data-testid="start-schedule-day" />
        </Form.Item>
      )}
    </>
  );
}
