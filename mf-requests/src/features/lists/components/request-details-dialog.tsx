import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { formatAmount, formatCOP, formatDateTime, formatDay, formatPlace, personName, Typography, Button } from '@agrocadena/shared-ui';
import { closedAt, requestName } from '../../../shared/rules/request-labels';
import { RequestLines } from '../../../shared/components/request-lines';
import { Descriptions, Modal } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  request: Request;
  onClose: () => void;
}

/** A closed request as it ended: who, what was asked and delivered, the prices, the dates, the reason. */
export function RequestDetailsDialog({ request, onClose }: Props) {
  const { t, i18n } = useTranslation(['requests', 'common']);
  const money = (value: number | null) => (value === null ? null : formatCOP(value, i18n.language));
  const asked =
    request.products.length > 0
      ? request.products
      : request.product && request.amount !== null
        ? [{ product: request.product, amount: request.amount }]
        : [];
  // A delivery is nobody's order: the goods one user sent another with a carrier.
  const delivery = request.kind === 'DELIVERY';
  const items: { key: string; label: string; children: ReactNode }[] = [
    { key: 'state', label: t('details.state'), children: t(`states.${request.state}`) },
    { key: 'provider', label: t(delivery ? 'details.receiver' : 'details.provider'), children: personName(request.user) },
    { key: 'requester', label: t(delivery ? 'details.sender' : 'details.requester'), children: personName(request.requester) },
    {
      key: 'asked',
      label: t('details.asked'),
      children: asked.length > 0 ? <RequestLines lines={asked} testId="request-details-asked" /> : requestName(request),
    },
  ];
  // A production request follows the run carrying it out: where that run stands.
  if (request.kind === 'PRODUCTION' && request.run)
    items.push({
      key: 'run',
      label: t('details.run'),
      children: <span data-testid="request-details-run">{t(`runStates.${request.run.status}`)}</span>,
    });
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
  const optional: [string, ReactNode][] = [
    ['proposedPrice', money(request.proposedPrice)],
    ['agreedPrice', money(request.agreedPrice)],
    ['createdAt', formatDateTime(request.createdAt)],
    ['requiredDate', formatDay(request.requiredDate)],
    ['wishDate', formatDay(request.wishDate)],
    ['originAddress', formatPlace(request.originAddress)],
    ['destinationAddress', formatPlace(request.destinationAddress)],
    ['recipient', request.recipient ? (request.recipient.user ? personName(request.recipient.user) : t('details.notRegistered')) : null],
    ['startDate', formatDay(request.startDate)],
    ['finishedDate', formatDay(request.finishedDate)],
    ['startedServiceAt', request.startedServiceAt ? formatDateTime(request.startedServiceAt) : null],
    ['endedServiceAt', request.endedServiceAt ? formatDateTime(request.endedServiceAt) : null],
    ['completedAt', formatDateTime(closedAt(request))],
    ['reason', request.reason],
  ];
  for (const [key, value] of optional) if (value) items.push({ key, label: t(`details.${key}`), children: value });

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
