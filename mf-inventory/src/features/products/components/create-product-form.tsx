import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCOP, NUMBER_FIELD_TRIGGERS, numberInputRule, readableNumber, showServerError, Typography, Alert, Button } from '@agrocadena/shared-ui';
import type { Product, SessionUser } from '@agrocadena/contracts';
import { unitAmountProblem, unitDecimals } from '@agrocadena/contracts/rules';
import { CreateProductFailure, useCreateProduct } from '../hooks/use-create-product';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH, unitCostOf, type CreateProductFormValues } from '../rules/product-rules';
import { priceRule } from '../rules/price-rule';
import { ProductTypeField } from './product-type-field';
import { UnitMeasureSelect } from './unit-measure-select';
import { ImagePicker } from '../../../shared/components/image-picker';
import { DocumentPicker } from './document-picker';
import { NewLotFields } from './new-lot-fields';
import { Col, Form, Input, Row, MoneyInput, QuantityInput, Switch } from '@agrocadena/shared-ui/forms';

interface Props {
  user: Pick<SessionUser, '_id' | 'userType'>;
  onCreated: (product: Product) => void;
  /** A save begins (the page fetches its success dialog meanwhile). */
  onSaveStart?: () => void;
}

/** The form fields as the server names them (the unit cost is computed from the total cost). */
const FIELDS = {
  fields: ['type', 'name', 'unitMeasure', 'amount', 'price', 'description', 'public', 'lotCode', 'expiresOn'],
  aliases: { unitCost: 'totalCost' },
};

export function CreateProductForm({ user, onCreated, onSaveStart }: Props) {
  const { t, i18n } = useTranslation(['inventory', 'common']);
  const [form] = Form.useForm<CreateProductFormValues>();
  const { save, step, saving } = useCreateProduct(user);
  const [failure, setFailure] = useState<CreateProductFailure | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  // A picker showing why it refused a file keeps saving off until a good file (or none) is chosen.
  const [refusedFiles, setRefusedFiles] = useState({ image: false, document: false });
  const fileRefused = refusedFiles.image || refusedFiles.document;
  const amount = Form.useWatch('amount', form);
  const totalCost = Form.useWatch('totalCost', form);
  const unitMeasure = Form.useWatch('unitMeasure', form);
  const name = Form.useWatch('name', form);
  // While a field holds text it cannot read, there is no unit cost to show.
  const unitCost = unitCostOf(readableNumber(totalCost), readableNumber(amount));
  const required = { required: true, message: t('common:validation.requiredField') };

  async function onFinish(values: CreateProductFormValues) {
    setFailure(null);
    setIncomplete(false);
    onSaveStart?.();
    try {
      onCreated(await save(values));
    } catch (error) {
      if (!(error instanceof CreateProductFailure)) throw error;
      // The form keeps every value, files included: the user only has to press save again.
      setFailure(error);
      if (error.step === 'product') showServerError(form, error, FIELDS);
    }
  }

  return (
    <Form<CreateProductFormValues>
      form={form}
      layout="vertical"
      size="large"
      initialValues={{ public: false, image: null, document: null }}
      onFinish={(values) => void onFinish(values)}
      onFinishFailed={() => setIncomplete(true)}
      onValuesChange={() => setIncomplete(false)}
      scrollToFirstError={{ block: 'center' }}
      disabled={saving}
      data-testid="create-product-form"
    >
      <ProductTypeField userType={user.userType} />
      <Form.Item
        name="name"
        label={t('inventory:products.fields.name')}
        rules={[
          { ...required, whitespace: true },
          { max: NAME_MAX_LENGTH, message: t('common:validation.tooLong', { max: NAME_MAX_LENGTH }) },
        ]}
      >
        <Input autoComplete="off" data-testid="product-name" />
      </Form.Item>
      <Form.Item name="unitMeasure" label={t('inventory:products.fields.unitMeasure')} rules={[required]}>
        <UnitMeasureSelect data-testid="product-unit" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="amount"
            label={t('inventory:products.fields.amount')}
            rules={[
              required,
              numberInputRule,
              {
                validator: async (_, value: unknown) => {
                  if (typeof value === 'number' && unitMeasure && unitAmountProblem(value, unitMeasure) === 'wholeUnits')
                    throw new Error(t('common:validation.wholeUnits', { unit: unitMeasure }));
                },
              },
            ]}
            dependencies={['unitMeasure']}
            validateTrigger={NUMBER_FIELD_TRIGGERS}
            extra={t('inventory:products.create.amountHint')}
          >
            <QuantityInput decimals={unitMeasure ? unitDecimals(unitMeasure) : undefined} data-testid="product-amount" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="totalCost"
            label={t('inventory:products.fields.totalCost')}
            rules={[required, numberInputRule]}
            validateTrigger={NUMBER_FIELD_TRIGGERS}
            extra={t('inventory:products.create.totalCostHint')}
          >
            <MoneyInput data-testid="product-total-cost" />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Paragraph className="inv-computed" data-testid="product-unit-cost">
        {unitCost === null
          ? `${t('inventory:products.fields.unitCost')}: —`
          : unitMeasure
            ? t('inventory:products.create.unitCostHint', { cost: formatCOP(unitCost, i18n.language), unit: unitMeasure })
            : t('inventory:products.create.unitCostHintNoUnit', { cost: formatCOP(unitCost, i18n.language) })}
      </Typography.Paragraph>
      <NewLotFields idPrefix="product" productName={name} dayHint={t('inventory:products.create.expiresOnHint')} />
      <Form.Item
        name="price"
        label={t('inventory:products.fields.price')}
        extra={t('inventory:products.create.priceHint')}
        rules={[priceRule(t), numberInputRule]}
        validateTrigger={NUMBER_FIELD_TRIGGERS}
      >
        <MoneyInput data-testid="product-price" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('inventory:products.fields.description')}
        rules={[{ max: DESCRIPTION_MAX_LENGTH, message: t('common:validation.tooLong', { max: DESCRIPTION_MAX_LENGTH }) }]}
      >
        <Input.TextArea rows={4} maxLength={DESCRIPTION_MAX_LENGTH} data-testid="product-description" />
      </Form.Item>
      <Form.Item
        name="public"
        label={t('inventory:products.fields.public')}
        valuePropName="checked"
        extra={t('inventory:products.fields.publicHint')}
      >
        <Switch data-testid="product-public" />
      </Form.Item>
      <Form.Item
        name="image"
        label={t('inventory:products.fields.image')}
        rules={[{ required: true, message: t('common:validation.pleaseUploadImage') }]}
      >
        <ImagePicker onRefusedChange={(image) => setRefusedFiles((refused) => ({ ...refused, image }))} />
      </Form.Item>
      <Form.Item name="document" label={t('inventory:products.fields.document')}>
        <DocumentPicker onRefusedChange={(document) => setRefusedFiles((refused) => ({ ...refused, document }))} />
      </Form.Item>

      {incomplete && (
        <Alert
          type="warning"
          showIcon
          title={t('common:validation.fillInTheRequiredFields')}
          className="inv-form-alert"
          data-testid="create-incomplete"
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          className="inv-form-alert"
          title={t(`inventory:products.create.failed.${failure.step}`, { message: failure.message })}
          description={
            failure.rollback
              ? failure.rollback.ok
                ? t('inventory:products.create.rolledBack')
                : t('inventory:products.create.rollbackFailed', { message: failure.rollback.message })
              : undefined
          }
          data-testid="create-error"
        />
      )}
      {/* undefined, not false: while saving the form's own `disabled` still applies. */}
      <Button type="primary" htmlType="submit" size="large" block loading={saving} disabled={fileRefused || undefined} data-testid="product-save">
        {step ? t(`inventory:products.create.saving.${step}`) : t('inventory:products.create.submit')}
      </Button>
    </Form>
  );
}
