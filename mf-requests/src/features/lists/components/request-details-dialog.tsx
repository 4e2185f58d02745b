import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { formatAmount, formatDateTime, Typography, Button } from '@agrocadena/shared-ui';
import { closedAt, requestName } from '../../../shared/rules/request-labels';
import { RequestLines } from '../../../shared/components/request-lines';
import { useAskedItems, type FactItem } from '../../../shared/components/request-facts';
import { Descriptions, Modal } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  request: Request;
  onClose: () => void;
}

/** A closed request as it ended: what was asked (useAskedItems), where its run stood, what was accepted and delivered, when it closed and why. */
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
    ['completedAt', formatDateTime(closedAt(request))],
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
