import type { Product, Request, RequestTransportServiceBody, TransportAddress } from '@agrocadena/contracts';
import { goodsLines, type GoodsAmounts } from './my-goods';

/** An address picked in the address dialog: what the API takes, and the town's name to show it. */
export type PickedAddress = TransportAddress & { townName: string };

/** The recipient choice for someone not registered (docs/domain.md#transport-requests). */
export const NOT_REGISTERED = 'not-registered';

/** What the transport form holds (docs/domain.md#transport-requests). */
export interface TransportFormValues {
  serviceId?: string;
  wishDate?: string;
  originAddress?: PickedAddress;
  destinationAddress?: PickedAddress;
  amounts?: GoodsAmounts;
  /** One of my clients' ids, or NOT_REGISTERED. */
  recipient?: string;
  /** What a registered client pays me on delivery (docs/domain.md#deliveries); empty: nothing. */
  collectPrice?: number | null;
}

const toAddress = ({ town, address, location }: PickedAddress): TransportAddress => ({ town, address, location: location ?? null });

/**
 * The call's body, once the form has checked every field: a linked request's transport names the
 * request (its goods and their recipient come from it); otherwise my goods and their recipient.
 */
export function toTransportBody(
  values: TransportFormValues,
  products: readonly Product[],
  linked?: Pick<Request, '_id'>,
): RequestTransportServiceBody {
  const common = {
    serviceId: values.serviceId as string,
    wishDate: values.wishDate as string,
    originAddress: toAddress(values.originAddress as PickedAddress),
    destinationAddress: toAddress(values.destinationAddress as PickedAddress),
  };
  if (linked) return { ...common, linkedRequestId: linked._id };
  return {
    ...common,
    products: goodsLines(products, values.amounts),
    recipient:
      values.recipient === NOT_REGISTERED
        ? { userId: null }
        : { userId: values.recipient as string, ...(values.collectPrice ? { collectPrice: values.collectPrice } : {}) },
  };
}

/**
 * Goods not yet carried by anyone that I may send a carrier for: a purchase of mine, accepted (on
 * my sent on-course list), or the outputs of a production service I provide, ready for its
 * requester (docs/domain.md#transport-requests).
 */
export function canAskTransport(request: Pick<Request, 'side' | 'kind' | 'state' | 'originAddress'>): boolean {
  if (request.originAddress) return false;
  if (request.side === 'sent') return request.kind === 'PRODUCT' && request.state === 'ACCEPTED';
  return request.kind === 'PRODUCTION' && request.state === 'PENDING_DELIVERY';
}

/**
 * What a linked request's transport carries: a purchase's amount accepted, or a production
 * service's outputs — its run's, which the request does not list: what was asked stands for them.
 */
export function linkedGoods(request: Pick<Request, 'kind' | 'product' | 'amountAccepted' | 'products'>): Request['products'] {
  if (request.kind === 'PRODUCTION') return request.products;
  return request.product ? [{ product: request.product, amount: request.amountAccepted ?? 0 }] : [];
}

/** The transport page for a linked request's goods. */
export const transportPathFor = (request: Pick<Request, '_id'>) => `/requestTransport?linkedRequestId=${encodeURIComponent(request._id)}`;
