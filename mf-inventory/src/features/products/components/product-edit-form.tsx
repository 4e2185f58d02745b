import { useTranslation } from 'react-i18next';
import { messageOf, NUMBER_FIELD_TRIGGERS, numberInputRule, showServerError, useToast, Alert, Button } from '@agrocadena/shared-ui';
import type { Product, UserType } from '@agrocadena/contracts';
import { useUpdateProduct } from '../hooks/use-update-product';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH, toEditFormValues, type EditProductFormValues } from '../rules/product-rules';
import { priceRule } from '../rules/price-rule';
import { expiryWarningDaysRule } from '../rules/lot-rules';
import { ProductTypeField } from './product-type-field';
import { Form, Input, MoneyInput, QuantityInput, Space, Switch } from '@agrocadena/shared-ui/forms';

interface Props {
  product: Product;
  userType: UserType | undefined;
  onSaved?: (product: Product) => void;
  onCancel?: () => void;
}

const FIELDS = { fields: ['type', 'name', 'price', 'description', 'public', 'expiryWarningDays'] };

/**
 * The edit rules (docs/domain.md#products): type, name and a positive price required; a blank
 * description is dropped; how many days before expiry its lots are marked (docs/domain.md#lots).
 */
export function ProductEditForm({ product, userType, onSaved, onCancel }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const toast = useToast();
  const [form] = Form.useForm<EditProductFormValues>();
  const update = useUpdateProduct(product._id, userType);
  const saving = update.isPending;
  const requiredMessage = t('common:validation.requiredField');

  function onFinish(values: EditProductFormValues) {
    update.mutate(values, {
      onSuccess: (saved) => {
        toast.success(t('inventory:products.edit.saved'));
        onSaved?.(saved);
      },
      // The typed values stay; the server's message says what to fix.
      onError: (error) => showServerError(form, error, FIELDS),
    });
  }
  const error = messageOf(update.error);

  return (
    <Form<EditProductFormValues>
      form={form}
      layout="vertical"
      size="large"
      initialValues={toEditFormValues(product)}
      onFinish={onFinish}
      onValuesChange={() => update.reset()}
      disabled={saving}
      data-testid="edit-product-form"
    >
      <ProductTypeField userType={userType} />
      <Form.Item
        name="name"
        label={t('inventory:products.fields.name')}
        rules={[
          { required: true, whitespace: true, message: requiredMessage },
          { max: NAME_MAX_LENGTH, message: t('common:validation.tooLong', { max: NAME_MAX_LENGTH }) },
        ]}
      >
        <Input autoComplete="off" data-testid="edit-product-name" />
      </Form.Item>
      <Form.Item
        name="price"
        label={t('inventory:products.fields.price')}
        rules={[{ required: true, message: requiredMessage }, priceRule(t), numberInputRule]}
        validateTrigger={NUMBER_FIELD_TRIGGERS}
      >
        <MoneyInput data-testid="edit-product-price" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('inventory:products.fields.description')}
        rules={[{ max: DESCRIPTION_MAX_LENGTH, message: t('common:validation.tooLong', { max: DESCRIPTION_MAX_LENGTH }) }]}
      >
        <Input.TextArea rows={4} maxLength={DESCRIPTION_MAX_LENGTH} data-testid="edit-product-description" />
      </Form.Item>
      <Form.Item
        name="public"
        label={t('inventory:products.fields.public')}
        valuePropName="checked"
        extra={t('inventory:products.fields.publicHint')}
      >
        <Switch data-testid="edit-product-public" />
      </Form.Item>
      <Form.Item
        name="expiryWarningDays"
        label={t('inventory:products.fields.expiryWarningDays')}
        extra={t('inventory:products.fields.expiryWarningDaysHint')}
        rules={[{ required: true, message: requiredMessage }, expiryWarningDaysRule(t), numberInputRule]}
        validateTrigger={NUMBER_FIELD_TRIGGERS}
        htmlFor="edit-product-expiry-warning-days"
      >
        <QuantityInput id="edit-product-expiry-warning-days" decimals={0} data-testid="edit-product-expiry-warning-days" />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} className="inv-form-alert" data-testid="edit-product-error" />}
      <Space wrap style={{ width: '100%', justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={saving} data-testid="edit-product-cancel">
            {t('common:actions.cancel')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={saving} data-testid="edit-product-save">
          {t('inventory:products.edit.submit')}
        </Button>
      </Space>
    </Form>
  );
}
