import { Form, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Step 2, how the run is done. Only by me for now: outsourcing to a provider comes with the request
 * marketplace, and until then there is no option that leads nowhere.
 */
export function HowStep() {
  const { t } = useTranslation('production');
  return (
    <Form.Item name="how" label={t('start.how.label')} rules={[{ required: true }]}>
      <Radio.Group data-testid="start-how">
        <Radio value="self" data-testid="start-how-self">
          {t('start.how.self')}
          <Typography.Paragraph type="secondary" className="pr-start-option-hint">
            {t('start.how.selfHint')}
          </Typography.Paragraph>
        </Radio>
      </Radio.Group>
    </Form.Item>
  );
}
