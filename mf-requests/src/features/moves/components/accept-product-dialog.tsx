import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { freeAmount, unitDecimals } from '@agrocadena/contracts/rules';
import { NUMBER_FIELD_TRIGGERS, formatAmount, numberInputRule, Typography } from '@agrocadena/shared-ui';
import { requestName } from '../../../shared/rules/request-labels';
import { acceptProductRequest, productQuery } from '../api/moves-api';
import { useMoveForm } from '../hooks/use-move-form';
import { useRequestMove } from '../hooks/use-request-move';
import { acceptedAmountProblem } from '../rules/accepted-amount';
import { MoveDialog, type RequestDialogProps } from './move-dialog';
import { Form, QuantityInput } from '@agrocadena/shared-ui/forms';

/**
 * Accept a product request for an amount in its unit up to the one asked (the amount asked by default),
 * the product's stock on hand, reserved and available beside it: above what is available it is
 * refused before sending (the server, which may know of a later change, answers a 400 the same way).
 */
export function AcceptProductDialog({ request, onClose, onDone }: RequestDialogProps) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  const accept = useRequestMove(acceptProductRequest);
  const { form, error, validated, send, onValuesChange } = useMoveForm<{ amountAccepted: number }>(onDone, { fields: ['amountAccepted'] });
  const asked = request.amount ?? 0;
  const unit = request.product?.unitMeasure ?? '';
  const shownAsked = formatAmount(asked, i18n.language);
  const product = useQuery({ ...productQuery(request.product?._id ?? ''), enabled: Boolean(request.product) });
  const stock = product.data ? { ...product.data, available: Number(freeAmount(product.data)) } : null;
  const shown = (amount: number) => `${formatAmount(amount, i18n.language)} ${unit}`;

  async function submit() {
    const values = await validated();
    if (values) send(accept, { requestId: request._id, amountAccepted: values.amountAccepted });
  }

  return (
    <MoveDialog
      title={t('requests:moves.acceptProduct.title', { name: requestName(request) })}
      request={request}
      error={error}
      pending={accept.isPending}
      okText={t('requests:moves.actions.acceptProduct')}
      onOk={() => void submit()}
      onClose={onClose}
      testId="accept-product"
    >
      <Typography.Paragraph type="secondary">{t('requests:moves.acceptProduct.hint')}</Typography.Paragraph>
      {stock && (
        <Typography.Paragraph data-testid="accept-levels">
          {t('requests:moves.acceptProduct.levels', {
            amount: shown(stock.amount),
            reserved: shown(stock.reserved),
            available: shown(stock.available),
          })}
        </Typography.Paragraph>
      )}
      <Form
        form={form}
        onValuesChange={onValuesChange}
        layout="vertical"
        size="large"
        name="accept-product"
        initialValues={{ amountAccepted: asked }}
      >
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
                const problem = acceptedAmountProblem(value, asked, stock?.available ?? null);
                if (problem)
                  throw new Error(
                    t(`requests:moves.acceptProduct.${problem}`, { amount: shownAsked, unit, available: shown(stock?.available ?? 0) }),
                  );
              },
            },
          ]}
        >
          <QuantityInput decimals={unitDecimals(unit)} suffix={unit} style={{ maxWidth: 240 }} data-testid="accept-amount" />
        </Form.Item>
      </Form>
    </MoveDialog>
  );
}
