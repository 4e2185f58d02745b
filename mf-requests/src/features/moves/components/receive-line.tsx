import { useTranslation } from 'react-i18next';
import type { RequestLine, SimpleProduct } from '@agrocadena/contracts';
import { LIMITS } from '@agrocadena/contracts/core';
import { NUMBER_FIELD_TRIGGERS, formatAmount, numberInputRule, Typography } from '@agrocadena/shared-ui';
import { NEW_PRODUCT, counterpartsFor } from '../rules/received-lines';
import { Form, MoneyInput, Switch } from '@agrocadena/shared-ui/forms';
import { Select } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  line: RequestLine;
  index: number;
  mine: readonly SimpleProduct[];
  loading: boolean;
  /** A requester-type user: a new product is private and unpriced, so neither is asked (docs/domain.md#receiving-goods). */
  requester: boolean;
}

/** One delivered line: which of my products it goes into, or a new one (its price and whether it is public). */
export function ReceiveLine({ line, index, mine, loading, requester }: Props) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  const form = Form.useFormInstance();
  const choice: unknown = Form.useWatch(['lines', index, 'counterPart'], form);
  const { name, unitMeasure: unit } = line.product;
  const options = [
    ...counterpartsFor(line, mine).map((product) => ({ value: product._id, label: product.name })),
    { value: NEW_PRODUCT, label: t('requests:moves.receive.newProduct') },
  ];

  return (
    <li className="rq-receive-line" data-testid={`receive-line-${index}`}>
      <Typography.Text strong className="rq-receive-name">
        {t('requests:moves.receive.line', { name, amount: formatAmount(line.amount, i18n.language), unit })}
      </Typography.Text>
      <Form.Item
        name={['lines', index, 'counterPart']}
        label={t('requests:moves.receive.into', { name })}
        rules={[{ required: true, message: t('common:validation.requiredField') }]}
      >
        <Select
          options={options}
          loading={loading}
          placeholder={t('requests:moves.receive.choose', { unit })}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid={`receive-counterpart-${index}`}
        />
      </Form.Item>
      {choice === NEW_PRODUCT &&
        (requester ? (
          <Typography.Paragraph type="secondary" data-testid={`receive-private-${index}`}>
            {t('requests:moves.receive.privateHint')}
          </Typography.Paragraph>
        ) : (
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
            <Form.Item name={['lines', index, 'public']} label={t('requests:moves.receive.public')} valuePropName="checked">
              <Switch data-testid={`receive-public-${index}`} />
            </Form.Item>
          </div>
        ))}
    </li>
  );
}
