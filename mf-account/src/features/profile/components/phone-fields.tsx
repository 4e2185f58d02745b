import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@agrocadena/contracts/core';
import { personRules, Typography, Button } from '@agrocadena/shared-ui';
import { Form, Input, Space } from '@agrocadena/shared-ui/forms';

/** One to three phones; the first is required, empty extra ones are dropped on save. */
export function PhoneFields() {
  const { t } = useTranslation(['account', 'common']);
  const { requiredText, phone } = personRules(t);
  return (
    <Form.List name="phoneNumbers">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Form.Item
              key={field.key}
              label={index === 0 ? t('common:fields.phone') : undefined}
              required={index === 0}
              style={index > 0 ? { marginTop: -8 } : undefined}
            >
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name={field.name} noStyle rules={index === 0 ? [requiredText, ...phone] : phone}>
                  <Input
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    aria-label={t('account:profile.phoneN', { n: index + 1 })}
                    placeholder={t('account:profile.phoneN', { n: index + 1 })}
                    data-testid={`phone-${index}`}
                  />
                </Form.Item>
                {fields.length > 1 && (
                  <Button
                    icon={<DeleteOutlined />}
                    aria-label={t('account:profile.removePhone', { n: index + 1 })}
                    onClick={() => remove(field.name)}
                    data-testid={`remove-phone-${index}`}
                  />
                )}
              </Space.Compact>
            </Form.Item>
          ))}
          {fields.length < LIMITS.phonesMax ? (
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add('')} style={{ marginBottom: 24 }} data-testid="add-phone">
              {t('account:profile.addPhone')}
            </Button>
          ) : (
            <Typography.Paragraph type="secondary">{t('account:profile.phonesHint', { max: LIMITS.phonesMax })}</Typography.Paragraph>
          )}
        </>
      )}
    </Form.List>
  );
}
