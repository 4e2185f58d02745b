import { freeAmount } from './decimal';
import { pickLots, type PickableLot } from './lots';
import type { Lot } from './schemas/lots';

// What a screen shows before goods leave (docs/domain.md#lots): the lots the server's pick would
// take, worked out from a product's lots as GET /products/{id}/lots lists them.

/** One lot's part of what leaves, as a preview names it. */
export interface LotPart {
  lot: string;
  code: string;
  amount: number;
  expired: boolean;
}

/** Which lots an amount leaves; `needsConfirmation` when it can only be covered with expired ones. */
export interface LotsPreview {
  parts: LotPart[];
  needsConfirmation: boolean;
}

/** What is free of a lot: what is left of it, less what reservations hold. */
export const freeOfLot = (lot: Lot): number => Number(freeAmount({ amount: lot.left ?? 0, reserved: lot.reserved ?? 0 }));

/**
 * The lots as the contract's pick reads them. The server lists a product's lots in the order goods
 * leave them, but gives only the day each entered: their positions stand in for the instants, so
 * two lots of one day keep the server's order.
 */
export function pickableLots(lots: readonly Lot[]): PickableLot[] {
  return lots.map((lot, index) => ({ id: lot._id, enteredAt: new Date(index).toISOString(), expiresOn: lot.expiresOn, free: freeOfLot(lot) }));
}

/**
 * The lots `amount` would leave on its own (first-expiring-first, the expired last), as the server
 * picks them: null when the lots do not cover it, or for no amount at all.
 */
export function lotsPreview(lots: readonly Lot[], amount: number | null | undefined, now?: Date): LotsPreview | null {
  if (typeof amount !== 'number' || !(amount > 0)) return null;
  const pickable = pickableLots(lots);
  const picked = pickLots(pickable, amount, { now });
  const covered = 'takes' in picked ? picked : picked.problem.kind === 'expired' ? pickLots(pickable, amount, { now, takeExpired: true }) : picked;
  if (!('takes' in covered)) return null;
  const byId = new Map(lots.map((lot) => [lot._id, lot]));
  return {
    parts: covered.takes.map((take) => ({ lot: take.lot, code: byId.get(take.lot)?.code ?? '', amount: Number(take.amount), expired: take.expired })),
    needsConfirmation: !('takes' in picked),
  };
}
