import { useTranslation } from 'react-i18next';
import type { HomologatedProduct, ReceivingProduct, RequestLine } from '@agrocadena/contracts';
import { LIMITS } from '@agrocadena/contracts/core';
import { NUMBER_FIELD_TRIGGERS, formatAmount, formatCOP, numberInputRule, Typography } from '@agrocadena/shared-ui';
import { NEW_PRODUCT } from '../rules/received-lines';
import { counterpartsFor, matchingProduct } from '../rules/matching-product';
import { Form, MoneyInput } from '@agrocadena/shared-ui/forms';
import { Select } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  line: RequestLine;
  index: number;
  mine: readonly ReceivingProduct[];
  homologated: readonly HomologatedProduct[];
  /** A requester-type user: a new product is unpriced, so no price is asked (docs/domain.md#receiving-goods). */
  requester: boolean;
}

/**
 * One delivered line: which of my products of its unit it goes into — each told apart by type,
 * amount and unit cost, the matching one chosen already and said why — or a new, private one (its price).
 */
export function ReceiveLine({ line, index, mine, homologated, requester }: Props) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  const form = Form.useFormInstance();
  const choice: unknown = Form.useWatch(['lines', index, 'counterPart'], form);
  const { name, unitMeasure: unit } = line.product;
  const language = i18n.language;
  const match = matchingProduct(line, mine, homologated);
  const options = [
    ...counterpartsFor(line, mine).map((product) => ({
      value: product._id,
      label: t('requests:moves.receive.option', {
        name: product.name,
        type: t(`common:productTypes.${product.type}`),
        amount: formatAmount(product.amount, language),
        unit: product.unitMeasure,
        cost: formatCOP(product.unitCost, language),
      }),
    })),
    { value: NEW_PRODUCT, label: t('requests:moves.receive.newProduct') },
  ];

  return (
    <li className="rq-receive-line" data-testid={`receive-line-${index}`}>
      <Typography.Text strong className="rq-receive-name">
        {t('requests:moves.receive.line', { name, amount: formatAmount(line.amount, language), unit })}
      </Typography.Text>
      <Form.Item
        name={['lines', index, 'counterPart']}
        label={t('requests:moves.receive.into', { name })}
        extra={match && choice === match.product._id ? t(`requests:moves.receive.matched.${match.reason}`) : undefined}
        rules={[{ required: true, message: t('common:validation.requiredField') }]}
      >
        <Select
          options={options}
          placeholder={t('requests:moves.receive.choose', { unit })}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid={`receive-counterpart-${index}`}
        />
      </Form.Item>
      {choice === NEW_PRODUCT && (
        <>
          <Typography.Paragraph type="secondary" data-testid={`receive-private-${index}`}>
            {t(requester ? 'requests:moves.receive.privateHint' : 'requests:moves.receive.privateUntilPublished')}
          </Typography.Paragraph>
          {!requester && (
            <div className="rq-receive-new">
              <Form.Item
                name={['lines', index, 'price']}
                label={t('requests:moves.receive.price')}
                validateTrigger={NUMBER_FIELD_TRIGGERS}
                rules={[
                  { required: true, message: t('common:validation.requiredField') },
                  numberInputRule,
                  {
                    validator: async (_, value: unknown) => {
                      if (typeof value === 'number' && value < LIMITS.priceMin) throw new Error(t('requests:moves.proposePrice.aboveZero'));
                    },
                  },
                ]}
              >
                <MoneyInput data-testid={`receive-price-${index}`} />
              </Form.Item>
            </div>
          )}
        </>
      )}
    </li>
  );
}
