import { addDays, amountDifference, compareAmounts, daysUntil, lotCode, lotPrefix, pickLots, regionDay } from '@agrocadena/contracts';
import type { PlannedMovement } from './stock-history';

/** A lot the demo history made, and the lots each of its movements entered or left (by index). */
export interface PlannedLot {
  code: string;
  enteredAt: Date;
  expiresOn: string | null;
  amount: string;
  remaining: string;
  unitCost: string;
}

export interface PlannedLots {
  lots: PlannedLot[];
  /** Per movement of the history, the lots it moved: [lot index, signed amount]. */
  moves: [number, string][][];
}

/**
 * The lots behind a demo product's history, as the stock module would have written them: each
 * addition a lot (expiring `shelfLifeDays` after it entered, for perishables), each removal taking
 * expired lots first, then first-expiring-first (the contract's pickLots). `codes` counts the
 * owner's codes per prefix and day, so codes stay unique across the owner's products.
 */
export function planLots(
  productName: string,
  history: readonly PlannedMovement[],
  shelfLifeDays: number | undefined,
  codes: Map<string, number>,
  now: Date,
): PlannedLots {
  const prefix = lotPrefix(productName);
  const lots: PlannedLot[] = [];
  const moves: [number, string][][] = [];
  for (const movement of history) {
    if (compareAmounts(movement.delta, 0) > 0) {
      const day = regionDay(movement.at);
      const key = `${prefix}-${day}`;
      const sequence = (codes.get(key) ?? 0) + 1;
      codes.set(key, sequence);
      lots.push({
        code: lotCode(prefix, day, sequence),
        enteredAt: movement.at,
        expiresOn: shelfLifeDays === undefined ? null : addDays(day, shelfLifeDays),
        amount: movement.delta,
        remaining: movement.delta,
        unitCost: movement.unitCost,
      });
      moves.push([[lots.length - 1, movement.delta]]);
      continue;
    }
    const picked = pickLots(
      lots.map((lot, i) => ({ id: String(i), enteredAt: lot.enteredAt, expiresOn: lot.expiresOn, free: lot.remaining })),
      amountDifference(0, movement.delta),
      { expiredFirst: true, now: movement.at },
    );
    if ('problem' in picked) throw new Error(`demo history of ${productName} removes more than its lots hold`);
    moves.push(
      picked.takes.map((take) => {
        const lot = lots[Number(take.lot)];
        lot.remaining = amountDifference(lot.remaining, take.amount);
        return [Number(take.lot), `-${take.amount}`];
      }),
    );
  }
  return { lots: freshAt(lots, now), moves };
}

/**
 * A demo opens on a working inventory: the expiry days move later together, as far as it takes for
 * every lot with something left to keep until tomorrow at least — the soonest then near its expiry.
 */
function freshAt(lots: PlannedLot[], now: Date): PlannedLot[] {
  const left = lots.filter((lot) => lot.expiresOn !== null && compareAmounts(lot.remaining, 0) > 0).map((lot) => lot.expiresOn as string);
  if (left.length === 0) return lots;
  const soonest = left.sort()[0];
  const shift = Math.max(0, daysUntil(addDays(regionDay(now), 1), now) - daysUntil(soonest, now));
  return lots.map((lot) => (lot.expiresOn === null ? lot : { ...lot, expiresOn: addDays(lot.expiresOn, shift) }));
}
