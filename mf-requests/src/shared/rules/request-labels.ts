import type { Request, RequestPerson } from '@agrocadena/contracts';
import type { RequestKind, ServiceType } from '@agrocadena/contracts/core';

/** The other party, as the caller sees the request: the provider of a sent one, the requester of a received one. */
export const counterpartOf = (request: Request): RequestPerson => (request.side === 'sent' ? request.user : request.requester);

/** What was asked for by name: the product or the service (null: a transport of loose goods). */
export const requestName = (request: Request): string | null => request.product?.name ?? request.service?.name ?? null;

/** The tag beside the name: a product, or the service's type. */
export const kindOf = (request: Request): RequestKind | ServiceType => request.service?.type ?? request.kind;

/** The amount a product request moves, with its unit: what was accepted, else what was asked. */
export function amountOf(request: Request): { amount: number; unit: string } | null {
  const amount = request.amountAccepted ?? request.amount;
  return amount !== null && request.product ? { amount, unit: request.product.unitMeasure } : null;
}

/** The price that stands: the agreed one, else the one proposed. */
export function priceOf(request: Request): { label: 'agreedPrice' | 'proposedPrice'; value: number } | null {
  if (request.agreedPrice !== null) return { label: 'agreedPrice', value: request.agreedPrice };
  if (request.proposedPrice !== null) return { label: 'proposedPrice', value: request.proposedPrice };
  return null;
}

/** When a request left the lists under way: its completion, else its last change (a cancellation, an abort). */
export const closedAt = (request: Request): string => request.completedAt ?? request.updatedAt;
