import { useTranslation } from 'react-i18next';
import { LIMITS } from '@agrocadena/contracts/core';
import { NUMBER_FIELD_TRIGGERS, numberInputRule, personName, Typography } from '@agrocadena/shared-ui';
import { requestName } from '../../../shared/rules/request-labels';
import { proposePrice } from '../api/moves-api';
import { useMoveForm } from '../hooks/use-move-form';
import { useRequestMove } from '../hooks/use-request-move';
import { MoveDialog, type RequestDialogProps } from './move-dialog';
import { Form, MoneyInput } from '@agrocadena/shared-ui/forms';

/** Make a proposal (docs/domain.md#request-prices): a price is required ("required field"), whole pesos above zero. */
export function ProposePriceDialog({ request, onClose, onDone }: RequestDialogProps) {
  const { t } = useTranslation(['requests', 'common']);
  const propose = useRequestMove(proposePrice);
  const { form, error, validated, send, onValuesChange } = useMoveForm<{ proposedPrice: number }>(onDone, { fields: ['proposedPrice'] });

  async function submit() {
    const values = await validated({ alert: false });
    if (values) send(propose, { requestId: request._id, proposedPrice: values.proposedPrice });
  }

  return (
    <MoveDialog
      title={t('requests:moves.proposePrice.title', { name: requestName(request) })}
      request={request}
      error={error}
      pending={propose.isPending}
      okText={t('requests:moves.actions.proposePrice')}
      onOk={() => void submit()}
      onClose={onClose}
      testId="propose-price"
    >
      <Typography.Paragraph type="secondary">
        {t('requests:moves.proposePrice.hint', { requester: personName(request.requester) })}
      </Typography.Paragraph>
      <Form form={form} onValuesChange={onValuesChange} layout="vertical" size="large" name="propose-price">
        <Form.Item
          name="proposedPrice"
          label={t('requests:moves.proposePrice.price')}
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
          <MoneyInput style={{ maxWidth: 240 }} data-testid="propose-price-input" />
        </Form.Item>
      </Form>
    </MoveDialog>
  );
}
