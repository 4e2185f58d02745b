import type { Product, Request, RequestTransportServiceBody, TransportAddress } from '@agrocadena/contracts';
import { goodsLines, type GoodsAmounts } from '../../goods/rules/my-goods';

/** An address picked in the address dialog: what the API takes, and the town's name to show it. */
export type PickedAddress = TransportAddress & { townName: string };

/** The recipient choice for someone not registered (spec §5: the no-registered-user option). */
export const NOT_REGISTERED = 'not-registered';

/** What the transport form holds (spec §5, request transport). */
export interface TransportFormValues {
  serviceId?: string;
  wishDate?: string;
  originAddress?: PickedAddress;
  destinationAddress?: PickedAddress;
  amounts?: GoodsAmounts;
  /** One of my clients' ids, or NOT_REGISTERED. */
  recipient?: string;
}

const toAddress = ({ town, address, location }: PickedAddress): TransportAddress => ({ town, address, location: location ?? null });

/**
 * The call's body, once the form has checked every field: a linked purchase's transport names the
 * purchase (its goods and buyer come from it); otherwise my goods and their recipient.
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
    recipient: { userId: values.recipient === NOT_REGISTERED ? null : (values.recipient as string) },
  };
}

/** A purchase of mine, accepted and not yet carried by anyone: I may send a carrier for it (spec §2, sent on course). */
export const canAskTransport = (request: Pick<Request, 'side' | 'kind' | 'state' | 'originAddress'>) =>
  request.side === 'sent' && request.kind === 'PRODUCT' && request.state === 'ACCEPTED' && !request.originAddress;

/** The transport page for a purchase's goods. */
export const transportPathFor = (request: Pick<Request, '_id'>) => `/requestTransport?linkedRequestId=${encodeURIComponent(request._id)}`;
