import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HandOverBody, Request } from '@agrocadena/contracts';
import { dayOf, daysUntil, type RequestAction } from '@agrocadena/contracts/core';
import { Alert, formatAmount, formatCOP, formatDay, personName, Typography } from '@agrocadena/shared-ui';
import { useExpiredLotsConfirmation } from '../../../shared/hooks/use-expired-lots-confirmation';
import { amountOf, requestName } from '../../../shared/rules/request-labels';
import {
  acceptProposedPrice,
  acceptServiceRequest,
  cancelProposal,
  cancelRequest,
  completeLogisticServiceRequest,
  completeProductRequest,
  completeServiceRequest,
  completeStorageServiceRequest,
  completeTransportRequest,
  startTransportRequest,
} from '../api/moves-api';
import { useRequestMove } from '../hooks/use-request-move';
import { MoveDialog } from './move-dialog';

/** The moves that ask nothing but a yes: each one's call. */
const CALLS = {
  cancelProposal,
  acceptProposedPrice,
  completeProduct: completeProductRequest,
  completeService: completeServiceRequest,
  acceptLogisticService: acceptServiceRequest,
  completeLogisticService: completeLogisticServiceRequest,
  acceptStorageService: acceptServiceRequest,
  completeStorageService: completeStorageServiceRequest,
  acceptTransport: acceptServiceRequest,
  startTransport: startTransportRequest,
  completeTransport: completeTransportRequest,
  cancel: cancelRequest,
} satisfies Record<string, (body: HandOverBody) => Promise<Request>>;
export type ConfirmedMove = keyof typeof CALLS;

/** Whether `action` is one of the moves that ask nothing but a yes. */
export const isConfirmedMove = (action: RequestAction): action is ConfirmedMove => Object.hasOwn(CALLS, action);

interface Props {
  action: ConfirmedMove;
  request: Request;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Withdraw a proposal, accept the proposed price, mark handed over, deliver a production service's
 * outputs, start or complete a service, cancel: what it means, then yes. Goods handed over from
 * expired lots are confirmed first, then sent again (useExpiredLotsConfirmation).
 */
export function ConfirmMoveDialog({ action, request, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation('requests');
  const move = useRequestMove(CALLS[action]);
  const expired = useExpiredLotsConfirmation();
  const [error, setError] = useState<string | null>(null);
  const amount = amountOf(request);
  const question = t(`moves.${action}.question`, {
    name: requestName(request) ?? t('request.shipping'),
    price: formatCOP(request.agreedPrice ?? request.proposedPrice, i18n.language),
    provider: personName(request.user),
    requester: personName(request.requester),
    amount: amount ? formatAmount(amount.amount, i18n.language) : '',
    unit: amount?.unit ?? '',
  });

  // A transport picked up before its shipping day: said first (docs/domain.md#transport-requests).
  const shippingDay = action === 'startTransport' ? dayOf(request.wishDate) : null;
  const early = shippingDay ? daysUntil(shippingDay) : 0;

  function confirm(takeExpired?: true) {
    setError(null);
    move.mutate(
      { requestId: request._id, ...(takeExpired ? { takeExpired } : {}) },
      {
        onSuccess: onDone,
        onError: (failure) => {
          if (!expired.ask(failure, () => confirm(true))) setError(failure.message);
        },
      },
    );
  }

  return (
    <MoveDialog
      title={t(`moves.${action}.title`)}
      request={request}
      error={error}
      pending={move.isPending}
      okText={t(`moves.actions.${action}`)}
      onOk={() => confirm()}
      onClose={onClose}
      danger={action === 'cancel'}
      testId={`${action}-request`}
    >
      {early > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('moves.startTransport.early', { day: formatDay(shippingDay), count: early })}
          data-testid="start-transport-early"
        />
      )}
      <Typography.Paragraph className="rq-move-text" data-testid={`${action}-request-question`}>
        {question}
      </Typography.Paragraph>
      {expired.dialog}
    </MoveDialog>
  );
}
