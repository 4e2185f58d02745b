import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProduct } from '@agrocadena/contracts';
import { amountBelow, amountTimesPrice, unitDecimals } from '@agrocadena/contracts/rules';
import {
  NUMBER_FIELD_TRIGGERS,
  formatAmount,
  formatCOP,
  numberInputRule,
  readableNumber,
  showServerError,
  type NumberInputValue,
  Typography,
  Alert,
} from '@agrocadena/shared-ui';
import { ApplyDialog } from '../../../shared/components/apply-dialog';
import { useRequestProduct } from '../hooks/use-request-product';
import { isRequestAmount } from '../../../shared/rules/request-amount';
import { productApplyBlock, productTotal } from '../rules/apply-product';
import { ProductPrice } from './product-price';
import { ProductAvailability } from './product-availability';
import { Form, QuantityInput } from '@agrocadena/shared-ui/forms';

interface Props {
  product: PublicProduct;
  userId: string;
  onClose: () => void;
  onSent: () => void;
}

const SERVER_FIELDS = { fields: ['amount'] };

/**
 * Apply for a product (docs/domain.md#product-requests): an amount in its unit (hundredths of a kilo,
 * whole units: docs/domain.md#request-amounts), the total (price × amount)
 * shown as it is typed and sent as the proposed price. One's own product and one without a price
 * cannot be asked for. A price changed meanwhile (409) shows the new one and its total; the dialog
 * stays for a new send.
 */
export function ApplyProductDialog({ product: shown, userId, onClose, onSent }: Props) {
  const { t, i18n } = useTranslation(['catalog', 'common']);
  const [form] = Form.useForm<{ amount: NumberInputValue }>();
  const amount = readableNumber(Form.useWatch('amount', form));
  // The product as the server last told it: a 409 brings its new price.
  const [product, setProduct] = useState(shown);
  const [priceChanged, setPriceChanged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = useRequestProduct();
  const block = productApplyBlock(product, userId);
  const total = productTotal(product.price, amount, product.unitMeasure);

  async function submit() {
    setError(null);
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const asked = form.getFieldValue('amount') as number;
    if (product.price === null) return;
    send.mutate(
      { productId: product._id, amount: asked, proposedPrice: amountTimesPrice(asked, product.price) },
      {
        onSuccess: onSent,
        onError: (failure) => {
          if (failure.code === 'PRICE_CHANGED' && failure.data) {
            setProduct(failure.data as PublicProduct);
            setPriceChanged(true);
          } else if (failure.code === 'PRICE_UNDEFINED') {
            setProduct({ ...product, price: null });
          } else if (failure.code === 'OWN_OFFER') {
            setError(t('common:validation.youCannotOrderMadeByYourself', { thing: t('catalog:things.product') }));
          } else if (showServerError(form, failure, SERVER_FIELDS) === undefined) {
            setError(failure.message);
          }
        },
      },
    );
  }

  return (
    <ApplyDialog
      title={t('catalog:products.apply.title', { name: product.name })}
      error={error}
      pending={send.isPending}
      blocked={block !== null}
      onSend={() => void submit()}
      onClose={onClose}
      testId="apply-product"
    >
      <div className="cat-apply-price">
        <Typography.Text>{t('catalog:products.apply.unitPrice')}</Typography.Text>
        <ProductPrice product={product} testId="apply-product-price" />
      </div>
      <div className="cat-apply-price">
        <Typography.Text>{t('catalog:products.apply.available')}</Typography.Text>
        <ProductAvailability product={product} testId="apply-product-available" />
      </div>
      {priceChanged && product.price !== null && (
        <Alert
          type="warning"
          showIcon
          className="cat-dialog-notice"
          title={t('catalog:products.apply.priceChanged', { price: formatCOP(product.price, i18n.language), unit: product.unitMeasure })}
          data-testid="apply-product-price-changed"
        />
      )}
      {block ? (
        <Alert
          type="warning"
          showIcon
          className="cat-dialog-notice"
          title={
            block === 'own'
              ? t('common:validation.youCannotOrderMadeByYourself', { thing: t('catalog:things.product') })
              : block === 'noPrice'
                ? t('common:validation.priceUndefined')
                : t('catalog:products.apply.outOfStock')
          }
          data-testid="apply-product-blocked"
        />
      ) : (
        <Form form={form} layout="vertical" size="large" name="apply-product" onFinish={() => void submit()}>
          <Form.Item
            name="amount"
            label={t('catalog:products.apply.amount')}
            validateTrigger={NUMBER_FIELD_TRIGGERS}
            rules={[
              { required: true, message: t('common:validation.enterTheAmount') },
              numberInputRule,
              {
                validator: async (_, value: unknown) => {
                  if (typeof value === 'number' && !isRequestAmount(value, product.unitMeasure))
                    throw new Error(t('common:validation.invalidAmount'));
                  if (typeof value === 'number' && product.available !== null && amountBelow(product.available, value))
                    throw new Error(
                      t('catalog:products.apply.aboveAvailable', {
                        amount: formatAmount(product.available, i18n.language),
                        unit: product.unitMeasure,
                      }),
                    );
                },
              },
            ]}
          >
            <QuantityInput decimals={unitDecimals(product.unitMeasure)} suffix={product.unitMeasure} data-testid="apply-product-amount" />
          </Form.Item>
          <div className="cat-apply-total">
            <Typography.Text>{t('catalog:products.apply.total')}</Typography.Text>
            <Typography.Text strong data-testid="apply-product-total">
              {total === null ? '—' : formatCOP(total, i18n.language)}
            </Typography.Text>
          </div>
        </Form>
      )}
    </ApplyDialog>
  );
}
