import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { regionDay, regionToday } from '@agrocadena/contracts/core';
import { payeeOf } from '@agrocadena/contracts/rules';
import { Button, formatCOP, formatDay, personName, Typography } from '@agrocadena/shared-ui';
import { DayField, Form } from '@agrocadena/shared-ui/forms';
import { MoveDialog, type RequestDialogProps } from './move-dialog';
import { useMoveForm } from '../hooks/use-move-form';
import { recordPayment, undoPayment } from '../api/payments-api';

/**
 * The provider records the day the agreed price was paid (docs/domain.md#payments): today unless
 * told otherwise, any day from the request's own; recorded already, the day can change or the
 * payment be undone. Both parties' lists follow live.
 */
export function PaymentDialog({ request, onClose, onDone }: RequestDialogProps) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  // A payment changes both parties' request lists, nothing else.
  const record = useMutation({ mutationFn: recordPayment, meta: { changes: ['requests'] } });
  const undo = useMutation({ mutationFn: undoPayment, meta: { changes: ['requests'] } });
  const { form, error, validated, send, onValuesChange } = useMoveForm<{ paidOn: string }>(onDone, { fields: ['paidOn'] });
  const since = regionDay(request.createdAt);
  // The other party owes it: a delivery's client, else the requester.
  const debtor = payeeOf(request.kind) === 'provider' ? request.requester : request.user;

  async function submit() {
    const values = await validated({ alert: false });
    if (values) send(record, { requestId: request._id, paidOn: values.paidOn });
  }

  return (
    <MoveDialog
      title={t('requests:payments.title')}
      request={request}
      error={error}
      pending={record.isPending || undo.isPending}
      okText={t(request.paidOn ? 'requests:payments.save' : 'requests:payments.record')}
      onOk={() => void submit()}
      onClose={onClose}
      testId="payment"
    >
      <Typography.Paragraph data-testid="payment-owed">
        {t('requests:payments.owed', { debtor: personName(debtor), price: formatCOP(request.agreedPrice ?? 0, i18n.language) })}
      </Typography.Paragraph>
      <Form
        form={form}
        onValuesChange={onValuesChange}
        layout="vertical"
        size="large"
        name="payment"
        initialValues={{ paidOn: request.paidOn ?? regionToday() }}
      >
        <DayField
          name="paidOn"
          label={t('requests:payments.day')}
          testId="payment-day"
          past={{ since, beforeSince: t('requests:payments.beforeRequest', { day: formatDay(since) }) }}
        />
      </Form>
      {request.paidOn && (
        <Button danger size="large" onClick={() => send(undo, { requestId: request._id })} disabled={undo.isPending} data-testid="payment-undo">
          {t('requests:payments.undo')}
        </Button>
      )}
    </MoveDialog>
  );
}
