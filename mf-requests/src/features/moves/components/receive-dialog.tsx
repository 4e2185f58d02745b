import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { capabilitiesOf } from '@agrocadena/contracts/rules';
import { formatCOP, messageOf, personName, useSessionStore, Typography, Alert, Spin } from '@agrocadena/shared-ui';
import { receiveProducts, receivingProductsQuery } from '../api/moves-api';
import { useMoveForm } from '../hooks/use-move-form';
import { useRequestMove } from '../hooks/use-request-move';
import { initialLines, receivedLines, type ReceiveLineValues } from '../rules/received-lines';
import { MoveDialog, type RequestDialogProps } from './move-dialog';
import { ReceiveLine } from './receive-line';
import { Form } from '@agrocadena/shared-ui/forms';

/**
 * Receive the delivered goods (docs/domain.md#receiving-goods): each line into one of my products
 * of its unit — the one it matches chosen already — or into a new, private one, with a price above
 * zero except for a requester-type user. The form opens once my products are read, so the matches
 * are its initial values. A missing choice or price: "fill in the required fields", the fields marked.
 */
export function ReceiveDialog({ request, onClose, onDone }: RequestDialogProps) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  const user = useSessionStore((s) => s.user);
  const keepsForOwnUse = !capabilitiesOf(user?.userType).sellsGoods;
  const choices = useQuery(receivingProductsQuery(request._id));
  const receive = useRequestMove(receiveProducts);
  const { form, error, setError, validated, send, onValuesChange } = useMoveForm<{ lines: ReceiveLineValues[] }>(onDone);
  const delivered = request.deliveredProducts;
  const mine = choices.data?.products ?? [];
  const homologated = choices.data?.homologated ?? [];
  // The carrier I booked for these goods adds its price to what they cost me (docs/domain.md#landed-cost).
  const transport = choices.data?.transport ?? null;
  const goodsPrice = request.agreedPrice ?? 0;
  const money = (value: number) => formatCOP(value, i18n.language);

  async function submit() {
    const values = await validated();
    if (!values) return;
    if (delivered.length === 0) {
      setError(t('requests:moves.receive.nothingDelivered'));
      return;
    }
    send(receive, { requestId: request._id, productsToReceive: receivedLines(delivered, values.lines, keepsForOwnUse) });
  }

  return (
    <MoveDialog
      title={t('requests:moves.receive.title')}
      error={error}
      pending={receive.isPending || choices.isLoading}
      okText={t('requests:moves.actions.receive')}
      onOk={() => void submit()}
      onClose={onClose}
      testId="receive-products"
    >
      <Typography.Paragraph type="secondary">{t('requests:moves.receive.hint')}</Typography.Paragraph>
      {transport && (
        <Alert
          type="info"
          showIcon
          title={t('requests:moves.receive.landed', {
            carrier: personName(transport.carrier),
            transport: money(transport.price),
            goods: money(goodsPrice),
            total: money(goodsPrice + transport.price),
          })}
          data-testid="receive-landed-cost"
        />
      )}
      {choices.isError && <Alert type="warning" showIcon title={t('requests:moves.receive.productsError')} description={messageOf(choices.error)} />}
      {choices.isLoading ? (
        <Spin aria-label={t('requests:moves.receive.loading')} data-testid="receive-products-loading" />
      ) : (
        <Form
          form={form}
          onValuesChange={onValuesChange}
          layout="vertical"
          size="large"
          name="receive-products"
          initialValues={{ lines: initialLines(request, mine, homologated) }}
        >
          <ul className="rq-receive-lines">
            {delivered.map((line, index) => (
              <ReceiveLine key={line.product._id} line={line} index={index} mine={mine} homologated={homologated} requester={keepsForOwnUse} />
            ))}
          </ul>
        </Form>
      )}
    </MoveDialog>
  );
}
