import { useTranslation } from 'react-i18next';
import type { UserType } from '@agrocadena/contracts';
import { fixedProductType, productTypesFor } from '../rules/product-rules';
import { Form } from '@agrocadena/shared-ui/forms';
import { NativeSelect, Typography } from '@agrocadena/shared-ui';

/** The product type: a choice among a few (the browser's own select), or for a supplier the fixed "supply" with no choice shown. */
export function ProductTypeField({ userType }: { userType: UserType | undefined }) {
  const { t } = useTranslation(['inventory', 'common']);
  const fixed = fixedProductType(userType);
  if (fixed) {
    return (
      <Form.Item label={t('inventory:products.fields.type')} extra={t('inventory:products.fields.fixedTypeHint')}>
        <Typography.Text strong data-testid="product-type-fixed">
          {t(`common:productTypes.${fixed}`)}
        </Typography.Text>
      </Form.Item>
    );
  }
  return (
    <Form.Item name="type" label={t('inventory:products.fields.type')} rules={[{ required: true, message: t('common:validation.requiredField') }]}>
      <NativeSelect
        placeholder={t('inventory:products.fields.typePlaceholder')}
        choices={productTypesFor(userType).map((type) => ({ value: type, label: t(`common:productTypes.${type}`) }))}
        data-testid="product-type"
      />
    </Form.Item>
  );
}
