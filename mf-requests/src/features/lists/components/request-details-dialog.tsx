import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { formatAmount, formatDateTime, Typography, Button } from '@agrocadena/shared-ui';
import { isPayable } from '@agrocadena/contracts/rules';
import { requestListOf } from '@agrocadena/contracts/core';
import { closedAt, requestName } from '../../../shared/rules/request-labels';
import { PaymentStatus } from '../../../shared/components/payment-status';
import { RequestLines } from '../../../shared/components/request-lines';
import { useAskedItems, type FactItem } from '../../../shared/components/request-facts';
import { Descriptions, Modal } from '@agrocadena/shared-ui/antd-forms';

const isOver = (state: Request['state']) => ['rejected', 'historical'].includes(requestListOf(state));

interface Props {
  request: Request;
  onClose: () => void;
}

/**
 * A request's details: what was asked (useAskedItems), where it stands or its run stood, whether it
 * was paid, what was accepted and delivered, and — once over — when it closed and why. Opened from a
 * historical row, or by a link from another screen (`?request=`, useRequestLink) in any state.
 */
export function RequestDetailsDialog({ request, onClose }: Props) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  const items: FactItem[] = [{ key: 'state', label: t('details.state'), children: t(`states.${request.state}`) }, ...useAskedItems(request)];
  // A production request follows the run carrying it out: where that run stands.
  if (request.kind === 'PRODUCTION' && request.run)
    items.push({
      key: 'run',
      label: t('details.run'),
      children: <span data-testid="request-details-run">{t(`runStates.${request.run.status}`)}</span>,
    });
  if (isPayable(request)) items.push({ key: 'payment', label: t('payments.payment'), children: <PaymentStatus request={request} /> });
  if (request.amountAccepted !== null && request.product) {
    const accepted = `${formatAmount(request.amountAccepted, i18n.language)} ${request.product.unitMeasure}`;
    items.push({ key: 'amountAccepted', label: t('details.amountAccepted'), children: accepted });
  }
  items.push({
    key: 'delivered',
    label: t('details.delivered'),
    children:
      request.deliveredProducts.length > 0 ? (
        <RequestLines lines={request.deliveredProducts} testId="request-details-delivered" />
      ) : (
        <Typography.Text type="secondary">{t('details.nothingDelivered')}</Typography.Text>
      ),
  });
  const outcome: [string, ReactNode][] = [
    ['startedServiceAt', request.startedServiceAt ? formatDateTime(request.startedServiceAt) : null],
    ['endedServiceAt', request.endedServiceAt ? formatDateTime(request.endedServiceAt) : null],
    ['completedAt', isOver(request.state) ? formatDateTime(closedAt(request)) : null],
    ['reason', request.reason],
  ];
  for (const [key, value] of outcome) if (value) items.push({ key, label: t(`details.${key}`), children: value });

  return (
    <Modal
      open
      title={`${t('details.title')}: ${requestName(request) ?? t('request.shipping')}`}
      onCancel={onClose}
      destroyOnHidden
      data-testid="request-details-dialog"
      footer={
        <Button size="large" onClick={onClose} data-testid="request-details-close">
          {t('common:actions.close')}
        </Button>
      }
    >
      <Descriptions column={1} size="small" items={items} data-testid="request-details-list" />
    </Modal>
  );
}
