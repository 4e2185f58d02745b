import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { formatCOP, formatDateTime, formatDay, formatPlace, personName } from '@agrocadena/shared-ui';
import { requestName } from '../rules/request-labels';
import { RequestLines } from './request-lines';
import { Descriptions } from '@agrocadena/shared-ui/antd-forms';

export interface FactItem {
  key: string;
  label: string;
  children: ReactNode;
}

/** The lines a request asked for: its products, or its product and amount. */
export const askedLines = (request: Request) =>
  request.products.length > 0
    ? request.products
    : request.product && request.amount !== null
      ? [{ product: request.product, amount: request.amount }]
      : [];

/**
 * What a request asks, as whoever must act on it reads it before answering (docs/domain.md#requests):
 * both parties, the goods and amounts, the days, the addresses, the recipient and the price that
 * stands. The same facts head every move's dialog and the details of a closed request.
 */
export function useAskedItems(request: Request): FactItem[] {
  const { t, i18n } = useTranslation('requests');
  const money = (value: number | null) => (value === null ? null : formatCOP(value, i18n.language));
  const asked = askedLines(request);
  // A delivery is nobody's order: the goods one user sent another with a carrier.
  const delivery = request.kind === 'DELIVERY';
  const items: FactItem[] = [
    { key: 'provider', label: t(delivery ? 'details.receiver' : 'details.provider'), children: personName(request.user) },
    { key: 'requester', label: t(delivery ? 'details.sender' : 'details.requester'), children: personName(request.requester) },
    {
      key: 'asked',
      label: t('details.asked'),
      children: asked.length > 0 ? <RequestLines lines={asked} testId="request-facts-asked" /> : requestName(request),
    },
  ];
  const optional: [string, ReactNode][] = [
    ['requiredDate', formatDay(request.requiredDate)],
    ['wishDate', formatDay(request.wishDate)],
    ['startDate', formatDay(request.startDate)],
    ['finishedDate', formatDay(request.finishedDate)],
    ['originAddress', formatPlace(request.originAddress)],
    ['destinationAddress', formatPlace(request.destinationAddress)],
    ['recipient', request.recipient ? (request.recipient.user ? personName(request.recipient.user) : t('details.notRegistered')) : null],
    ['proposedPrice', money(request.proposedPrice)],
    ['agreedPrice', money(request.agreedPrice)],
    // A delivery's price to collect is its agreed price; the transport carrying it says it too.
    ['collectPrice', request.kind === 'TRANSPORT' ? money(request.recipient?.collectPrice ?? null) : null],
    ['createdAt', formatDateTime(request.createdAt)],
  ];
  for (const [key, value] of optional) if (value) items.push({ key, label: t(`details.${key}`), children: value });
  return items;
}

/** What a request asks, above the move a person is about to make on it. */
export function RequestFacts({ request }: { request: Request }) {
  const items = useAskedItems(request);
  return <Descriptions column={1} size="small" items={items} className="rq-facts" data-testid="request-facts" />;
}
