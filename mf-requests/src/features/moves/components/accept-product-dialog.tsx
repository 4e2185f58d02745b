import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AcceptProductRequestBody } from '@agrocadena/contracts';
import { freeAmount, freeOfLot, lotsPreview, unitDecimals } from '@agrocadena/contracts/rules';
import { NUMBER_FIELD_TRIGGERS, formatAmount, numberInputRule, Typography, type ApiError } from '@agrocadena/shared-ui';
import { productLotsQuery } from '../../../shared/api/product-lots';
import { useExpiredLotsConfirmation } from '../../../shared/hooks/use-expired-lots-confirmation';
import { requestName } from '../../../shared/rules/request-labels';
import { acceptProductRequest, productQuery } from '../api/moves-api';
import { useMoveForm } from '../hooks/use-move-form';
import { useRequestMove } from '../hooks/use-request-move';
import { acceptedAmountProblem } from '../rules/accepted-amount';
import { chosenLots, chosenTotalProblem, lotOfServerField, type ChosenAmounts } from '../rules/chosen-lots';
import { AcceptLotsField } from './accept-lots-field';
import { MoveDialog, type RequestDialogProps } from './move-dialog';
import { Form, QuantityInput } from '@agrocadena/shared-ui/forms';

interface Values {
  amountAccepted: number;
  chooseLots?: boolean;
  lots?: ChosenAmounts;
}

/**
 * Accept a product request for an amount in its unit up to the one asked (the amount asked by default),
 * the product's stock on hand, reserved and available beside it: above what is available it is
 * refused before sending (the server, which may know of a later change, answers a 400 the same way).
 * The amount is held in the product's lots: those it would leave are shown, or the person chooses
 * how much of each; expired ones go only once confirmed.
 */
export function AcceptProductDialog({ request, onClose, onDone }: RequestDialogProps) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  const accept = useRequestMove(acceptProductRequest);
  const expired = useExpiredLotsConfirmation();
  const { form, error, validated, send, onValuesChange } = useMoveForm<Values>(onDone, { fields: ['amountAccepted'] });
  const [lotsError, setLotsError] = useState<string | null>(null);
  const asked = request.amount ?? 0;
  const unit = request.product?.unitMeasure ?? '';
  const shownAsked = formatAmount(asked, i18n.language);
  const product = useQuery({ ...productQuery(request.product?._id ?? ''), enabled: Boolean(request.product) });
  const lots = useQuery({ ...productLotsQuery(request.product?._id ?? ''), enabled: Boolean(request.product) });
  const stock = product.data ? { ...product.data, available: Number(freeAmount(product.data)) } : null;
  const shown = (amount: number) => `${formatAmount(amount, i18n.language)} ${unit}`;
  const amount = Form.useWatch('amountAccepted', form) as unknown;
  const choosing = Form.useWatch('chooseLots', form) === true;
  const freeLots = (lots.data ?? []).filter((lot) => freeOfLot(lot) > 0);
  const preview = lotsPreview(freeLots, typeof amount === 'number' ? amount : null);

  function changed(values: Partial<Values>) {
    onValuesChange();
    setLotsError(null);
    // Choosing starts from the lots the amount would leave on its own.
    if (values.chooseLots && preview) form.setFieldsValue({ lots: Object.fromEntries(preview.parts.map((part) => [part.lot, part.amount])) });
  }

  /** A refusal about the pick goes under the lot it names, or under the list. */
  function showLotsRefusal(failure: ApiError, body: AcceptProductRequestBody) {
    const place = lotOfServerField(failure.field, body.lots ?? []);
    if (place === null) return false;
    if (place === 'list') setLotsError(failure.message);
    else form.setFields([{ name: ['lots', place.lot], errors: [failure.message] }]);
    return true;
  }

  function sendAccept(body: AcceptProductRequestBody) {
    send(accept, body, (failure) => expired.ask(failure, () => sendAccept({ ...body, takeExpired: true })) || showLotsRefusal(failure, body));
  }

  async function submit() {
    setLotsError(null);
    const values = await validated();
    if (!values) return;
    const body: AcceptProductRequestBody = { requestId: request._id, amountAccepted: values.amountAccepted };
    if (values.chooseLots) {
      const chosen = chosenLots(
        freeLots.map((lot) => lot._id),
        values.lots,
      );
      const total = chosenTotalProblem(chosen, values.amountAccepted);
      if (total !== null) {
        setLotsError(t('requests:lots.total', { chosen: shown(total), amount: shown(values.amountAccepted) }));
        return;
      }
      body.lots = chosen;
    }
    sendAccept(body);
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
      <Form form={form} onValuesChange={changed} layout="vertical" size="large" name="accept-product" initialValues={{ amountAccepted: asked }}>
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
        <AcceptLotsField lots={freeLots} unit={unit} preview={preview} choosing={choosing} error={lotsError} />
      </Form>
      {expired.dialog}
    </MoveDialog>
  );
}
