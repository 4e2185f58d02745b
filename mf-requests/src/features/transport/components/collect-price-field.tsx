import { useTranslation } from 'react-i18next';
import { LIMITS } from '@agrocadena/contracts/core';
import { NUMBER_FIELD_TRIGGERS, numberInputRule } from '@agrocadena/shared-ui';
import { Form, MoneyInput } from '@agrocadena/shared-ui/forms';
import { NOT_REGISTERED } from '../../../shared/rules/transport-form';

/**
 * What a registered client pays me for the goods on delivery (docs/domain.md#deliveries): optional,
 * whole pesos above zero; offered only once a client is chosen — someone not registered pays outside
 * the platform.
 */
export function CollectPriceField() {
  const { t } = useTranslation(['requests', 'common']);
  const recipient = Form.useWatch('recipient', Form.useFormInstance()) as string | undefined;
  if (!recipient || recipient === NOT_REGISTERED) return null;
  return (
    <Form.Item
      name="collectPrice"
      label={t('requests:transport.collectPrice')}
      extra={t('requests:transport.collectPriceHint')}
      validateTrigger={NUMBER_FIELD_TRIGGERS}
      rules={[
        numberInputRule,
        {
          validator: async (_, value: unknown) => {
            if (typeof value === 'number' && value < LIMITS.priceMin) throw new Error(t('requests:moves.proposePrice.aboveZero'));
          },
        },
      ]}
    >
      <MoneyInput style={{ maxWidth: 240 }} data-testid="transport-collect-price" />
    </Form.Item>
  );
}
