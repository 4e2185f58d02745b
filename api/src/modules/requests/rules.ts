import {
  amountText,
  LIMITS,
  nextActor,
  proratedPrice,
  requestAmountProblem,
  REQUEST_LIST_STATES,
  type RequestAction,
  type RequestKind,
  type RequestListGroup,
  type RequestParty,
  type RequestSide,
  type RequestState,
  type RequestsOverview,
  type ServiceType,
} from '@agrocadena/contracts';
import { validationError } from '../../errors';
import { amountBelow, amountDifference, amountInput } from '../stock/rules';

/** Which party `userId` is on a request, or null when it is neither's business. */
export function partyOf(request: { requesterId: string; userId: string }, userId: string): RequestParty | null {
  if (request.requesterId === userId) return 'requester';
  if (request.userId === userId) return 'provider';
  return null;
}

/** After a move to `state`, who sees the request unseen: whoever must act next (docs/domain.md#unseen-requests). */
export const unseenAfter = (state: RequestState, kind: RequestKind): RequestParty | null => nextActor(state, kind);

/** A service request's kind from its service's type (what the request names: docs/domain.md#request-kinds). */
export const kindOfService = (type: ServiceType): RequestKind => type;

/**
 * The lists of requests: each side's four (the states from the contract) and the unseen pending
 * requests of each side. The migration that counts them (0015_marketplace_seen.sql) names the same
 * lists, owners and states; `overviewKey` is the name of its total in the overview's answer
 * (docs/domain.md#request-lists).
 */
export const REQUEST_LISTS = {
  sent: {
    pending: { list: 'requests_sent_pending', overviewKey: 'requestMadeToOthers' },
    onCourse: { list: 'requests_sent_onCourse', overviewKey: 'requestAcceptedToOthers' },
    rejected: { list: 'requests_sent_rejected', overviewKey: 'requestRejectedToOthers' },
    historical: { list: 'requests_sent_historical', overviewKey: 'requestHistoricalToOthers' },
  },
  received: {
    pending: { list: 'requests_received_pending', overviewKey: 'requestMadeToMe' },
    onCourse: { list: 'requests_received_onCourse', overviewKey: 'requestAcceptedToMe' },
    rejected: { list: 'requests_received_rejected', overviewKey: 'requestRejectedToMe' },
    historical: { list: 'requests_received_historical', overviewKey: 'requestHistoricalToMe' },
  },
} as const satisfies Record<RequestSide, Record<RequestListGroup, { list: string; overviewKey: Exclude<keyof RequestsOverview, 'unseen'> }>>;

export const UNSEEN_LISTS = { sent: 'requests_sent_unseen', received: 'requests_received_unseen' } as const satisfies Record<RequestSide, string>;

export const listStates = (group: RequestListGroup): readonly RequestState[] => REQUEST_LIST_STATES[group];

/**
 * What the accepted part of a product request costs: its total was asked as price × amount, so the
 * unit price stays the same when fewer are accepted (docs/domain.md#request-prices). Whole
 * pesos, rounded half up should the total not divide evenly.
 */
export function agreedProductPrice(proposedPrice: number, amount: string, amountAccepted: string): number {
  return proratedPrice(proposedPrice, amountAccepted, amount);
}

/** 400 when the provider accepts more than was asked. */
export function assertWithinAsked(amountAccepted: string, asked: string): void {
  if (amountBelow(asked, amountAccepted)) throw validationError('amountAccepted', 'aboveRequested', { limit: Number(asked) });
}

/** 400 when a buyer asks for more than is free of the product (docs/domain.md#product-requests). */
export function assertAvailable(asked: string, available: string): void {
  if (amountBelow(available, asked)) throw validationError('amount', 'aboveAvailable', { limit: Number(available) });
}

/** The 400 of a provider accepting more than is free of the product (amount − reserved): `available`. */
export const aboveAvailable = (available: string) => validationError('amountAccepted', 'aboveAvailable', { limit: Number(available) });

export interface DeliveredLine {
  product: string;
  amount: string;
  unitMeasure: string;
}

export interface ReceivedLineInput {
  product: string;
  amount?: number;
  counterPart?: string | null;
  price?: number | null;
}

/** How one delivered line enters the receiver's inventory. */
export type Reception =
  { line: DeliveredLine; into: 'counterPart'; counterPart: string } | { line: DeliveredLine; into: 'new'; price: number | null };

/**
 * Matches what the receiver sent to what was delivered (docs/domain.md#receiving-goods): every
 * delivered line once, at its delivered amount, into a counterpart of the same unit or a new
 * product — private whatever the line says, and with a price, except for a receiver that keeps
 * goods for its own use (a requester: the contract's capabilities), whose new products are unpriced.
 * `counterPartUnit` gives the unit of one of the receiver's own products (undefined: not theirs).
 */
export function planReception(
  delivered: DeliveredLine[],
  lines: ReceivedLineInput[],
  keepsForOwnUse: boolean,
  counterPartUnit: (id: string) => string | undefined,
): Reception[] {
  const seen = new Set<string>();
  const plan = lines.map((input, i): Reception => {
    const field = `productsToReceive.${i}`;
    const line = delivered.find((d) => d.product === input.product);
    if (!line) throw validationError(`${field}.product`, 'notDelivered');
    if (seen.has(input.product)) throw validationError(`${field}.product`, 'duplicate');
    seen.add(input.product);
    if (input.amount !== undefined && Math.abs(input.amount - Number(line.amount)) > 0.001)
      throw validationError(`${field}.amount`, 'notDelivered', { limit: Number(line.amount) });
    if (input.counterPart) {
      const unit = counterPartUnit(input.counterPart);
      if (unit === undefined) throw validationError(`${field}.counterPart`, 'unknownProduct');
      if (unit !== line.unitMeasure) throw validationError(`${field}.counterPart`, 'unitMismatch', { unit: line.unitMeasure });
      return { line, into: 'counterPart', counterPart: input.counterPart };
    }
    if (keepsForOwnUse) return { line, into: 'new', price: null };
    if (!input.price) throw validationError(`${field}.price`, 'priceRequired');
    return { line, into: 'new', price: input.price };
  });
  const missing = delivered.find((d) => !seen.has(d.product));
  if (missing) throw validationError('productsToReceive', 'minItems', { limit: delivered.length });
  return plan;
}

/** One of the requester's products as a storage request sees it. */
export interface StorableProduct {
  amount: string;
  reserved: string;
}

/**
 * The lines of a storage request (docs/domain.md#storage-requests): each one of the caller's own
 * products (`owned` gives it, undefined: not theirs or deleted), once, at most what is free of it
 * (amount − reserved), with 2 decimals at most.
 */
export function planStorage(lines: { id: string; amount: number }[], owned: (id: string) => StorableProduct | undefined) {
  const seen = new Set<string>();
  return lines.map((line, i) => {
    const field = `products.${i}`;
    const product = owned(line.id);
    if (!product) throw validationError(`${field}.id`, 'unknownProduct');
    if (seen.has(line.id)) throw validationError(`${field}.id`, 'duplicate');
    seen.add(line.id);
    const amount = amountInput(line.amount, `${field}.amount`);
    const free = amountDifference(product.amount, product.reserved);
    if (amountBelow(free, amount)) throw validationError(`${field}.amount`, 'aboveAvailable', { limit: Number(free) });
    return { product: line.id, amount };
  });
}

/** A storage's days: the end may not come before the start (400 on finishedDate). */
export function assertStoragePeriod(startDate: Date, finishedDate: Date): void {
  if (finishedDate.getTime() < startDate.getTime()) throw validationError('finishedDate', 'beforeStart');
}

/**
 * A purchase or a service's outputs whose transport is booked (its pick-up address set): its
 * goods leave with the carrier, so the provider's own hand-over is neither offered nor taken.
 */
export const awaitsCarrier = (request: { kind: string; originAddress: unknown }): boolean =>
  request.kind !== 'TRANSPORT' && request.originAddress !== null && request.originAddress !== undefined;

/** The hand-overs a booked carrier takes the place of. */
export const HANDED_OVER_BY_PROVIDER: readonly RequestAction[] = ['completeProduct', 'completeService'];

/** An amount a request asks for or accepts of a product measured in `unit` (docs/domain.md#request-amounts), as stored; 400 naming `field` otherwise. */
export function requestAmount(value: number, unit: string, field: string): string {
  const problem = requestAmountProblem(value, unit);
  if (problem) throw validationError(field, problem, problem === 'maximum' ? { limit: LIMITS.amount } : {});
  return amountText(value);
}
