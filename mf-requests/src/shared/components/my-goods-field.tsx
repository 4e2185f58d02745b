import { useTranslation } from 'react-i18next';
import type { Product } from '@agrocadena/contracts';
import { NUMBER_FIELD_TRIGGERS, formatAmount, numberInputRule, readableNumber, Typography } from '@agrocadena/shared-ui';
import { availableOf } from '../rules/my-goods';
import './my-goods-field.css';
import { Form, QuantityInput } from '@agrocadena/shared-ui/forms';

interface Props {
  /** My products with something free (freeProducts). */
  products: readonly Product[];
  loading: boolean;
  legend: string;
  hint: string;
  /** This one starts with all that is free of it (the page was opened from its row). */
  productId?: string;
  /** `<testId>-<product name>` for each amount. */
  testId: string;
}

/** How much of each of my products a request takes (`amounts.<product id>`), at most what is free of it. */
export function MyGoodsField({ products, loading, legend, hint, productId, testId }: Props) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  return (
    <fieldset className="rq-goods">
      <legend>{legend}</legend>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      {!loading && products.length === 0 && <Typography.Text type="secondary">{t('requests:goods.nothingFree')}</Typography.Text>}
      <ul>
        {products.map((product) => {
          const free = availableOf(product);
          const amount = formatAmount(free, i18n.language);
          return (
            <li key={product._id} className="rq-goods-product">
              <span>
                {product.name} <Typography.Text type="secondary">({t('requests:goods.free', { amount, unit: product.unitMeasure })})</Typography.Text>
              </span>
              <Form.Item
                name={['amounts', product._id]}
                validateTrigger={NUMBER_FIELD_TRIGGERS}
                initialValue={product._id === productId ? free : undefined}
                rules={[
                  numberInputRule,
                  {
                    validator: async (_, value: unknown) => {
                      const asked = readableNumber(value);
                      if (asked !== null && asked > free) throw new Error(t('requests:goods.aboveFree', { amount, unit: product.unitMeasure }));
                    },
                  },
                ]}
              >
                <QuantityInput suffix={product.unitMeasure} aria-label={product.name} data-testid={`${testId}-${product.name}`} />
              </Form.Item>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
