import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { NUMBER_FIELD_TRIGGERS, formatAmount, numberInputRule, Typography } from '@agrocadena/shared-ui';
import { requestName } from '../../../shared/rules/request-labels';
import { acceptProductRequest } from '../api/moves-api';
import { useMoveForm } from '../hooks/use-move-form';
import { useRequestMove } from '../hooks/use-request-move';
import { acceptedAmountProblem } from '../rules/accepted-amount';
import { MoveDialog } from './move-dialog';
import { Form, QuantityInput } from '@agrocadena/shared-ui/forms';

interface Props {
  request: Request;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Accept a product request for a whole amount up to the one asked (the amount asked by default).
 * Above the available stock the server answers a 400 on amountAccepted, shown under the field.
 */
export function AcceptProductDialog({ request, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  const accept = useRequestMove(acceptProductRequest);
  const { form, error, validated, send } = useMoveForm<{ amountAccepted: number }>(onDone, { fields: ['amountAccepted'] });
  const asked = request.amount ?? 0;
  const unit = request.product?.unitMeasure ?? '';
  const shownAsked = formatAmount(asked, i18n.language);

  async function submit() {
    const values = await validated();
    if (values) send(accept, { requestId: request._id, amountAccepted: values.amountAccepted });
  }

  return (
    <MoveDialog
      title={t('requests:moves.acceptProduct.title', { name: requestName(request) })}
      error={error}
      pending={accept.isPending}
      okText={t('requests:moves.actions.acceptProduct')}
      onOk={() => void submit()}
      onClose={onClose}
      testId="accept-product"
    >
      <Typography.Paragraph type="secondary">{t('requests:moves.acceptProduct.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" size="large" name="accept-product" initialValues={{ amountAccepted: asked }}>
        <Form.Item
          name="amountAccepted"
          label={t('requests:moves.acceptProduct.amount')}
          extra={<span data-testid="accept-asked">{t('requests:moves.acceptProduct.asked', { amount: shownAsked, unit })}</span>}
          validateTrigger={NUMBER_FIELD_TRIGGERS}
          rules={[
            { required: true, message: t('common:validation.requiredField') },
            numberInputRule,
            {
              validator: async (_, value: unknown) => {
                const problem = acceptedAmountProblem(value, asked);
                if (problem) throw new Error(t(`requests:moves.acceptProduct.${problem}`, { amount: shownAsked, unit }));
              },
            },
          ]}
        >
          <QuantityInput decimals={0} suffix={unit} style={{ maxWidth: 240 }} data-testid="accept-amount" />
        </Form.Item>
      </Form>
    </MoveDialog>
  );
}
