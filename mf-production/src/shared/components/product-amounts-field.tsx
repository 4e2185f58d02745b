import { useTranslation } from 'react-i18next';
import type { RunProduct } from '@agrocadena/contracts';
import { NUMBER_FIELD_TRIGGERS, formatAmount, numberInputRule } from '@agrocadena/shared-ui';
import { Form, QuantityInput, type FormRule } from '@agrocadena/shared-ui/forms';

interface Props {
  products: readonly RunProduct[];
  /** Abort: each amount is required (0: nothing of it delivered). */
  required?: boolean;
  /** Rules of each amount besides the number's own (start wizard: above 0). */
  rules?: FormRule[];
  /** Beside each name in place of the expected amount (start wizard: a base run's amount). */
  hint?: (line: RunProduct) => string;
  /** Enter in an amount (start process: calculate). */
  onPressEnter?: () => void;
  /** `<testId>-<product name>` for each input. */
  testId: string;
}

/** One amount per product (`amounts.<product id>`), its name and the amount expected beside it. */
export function ProductAmountsField({ products, required = false, rules = [], hint, onPressEnter, testId }: Props) {
  const { t, i18n } = useTranslation(['production', 'common']);
  return (
    <ul className="pr-run-products">
      {products.map((line) => {
        const { product, amount } = line;
        const name = ['amounts', product._id];
        return (
          <li key={product._id} className="pr-run-product">
            <span className="pr-run-product-name">
              {product.name}{' '}
              <span className="ac-typography ac-typography--secondary">
                (
                {hint
                  ? hint(line)
                  : t('production:runs.complete.expected', { amount: formatAmount(amount, i18n.language), unit: product.unitMeasure })}
                )
              </span>
            </span>
            <Form.Item
              name={name}
              validateTrigger={NUMBER_FIELD_TRIGGERS}
              rules={[{ required, message: t('common:validation.requiredField') }, numberInputRule, ...rules]}
            >
              <QuantityInput
                suffix={product.unitMeasure}
                aria-label={product.name}
                data-testid={`${testId}-${product.name}`}
                onPressEnter={onPressEnter}
              />
            </Form.Item>
          </li>
        );
      })}
    </ul>
  );
}
