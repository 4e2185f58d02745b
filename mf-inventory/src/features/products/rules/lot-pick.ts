import type { Lot, LotChoice } from '@agrocadena/contracts';
import { amountSum, compareAmounts, freeAmount, pickLots, type PickableLot, type PickProblem } from '@agrocadena/contracts/rules';

/** One lot's part of what leaves, as the dialog names it. */
export interface LotPart {
  lot: string;
  code: string;
  amount: number;
  expired: boolean;
}

/** What may leave a lot: what is left of it, less what reservations hold. */
export const freeOfLot = (lot: Pick<Lot, 'left' | 'reserved'>): number => Number(freeAmount({ amount: lot.left ?? 0, reserved: lot.reserved ?? 0 }));

/**
 * The lots as the contract's pick reads them. The server lists them in the order goods leave them
 * but gives only the day each entered: their positions stand in for the instants, so two lots of
 * one day keep the server's order.
 */
export const pickableLots = (lots: readonly Lot[]): PickableLot[] =>
  lots.map((lot, index) => ({ id: lot._id, enteredAt: new Date(index).toISOString(), expiresOn: lot.expiresOn, free: freeOfLot(lot) }));

const partsOf = (lots: readonly Lot[], takes: { lot: string; amount: string; expired: boolean }[]): LotPart[] => {
  const byId = new Map(lots.map((lot) => [lot._id, lot]));
  return takes.map((take) => ({ lot: take.lot, code: byId.get(take.lot)?.code ?? '', amount: Number(take.amount), expired: take.expired }));
};

/**
 * The lots a removal of `removed` takes when the person picks none, as the server picks them: the
 * expired first (how spoiled goods are thrown away), then first-expiring-first, then oldest-first.
 * Null for no amount, or when the free lots do not cover it.
 */
export function removalPreview(lots: readonly Lot[], removed: number | null, now?: Date): LotPart[] | null {
  if (removed === null || !(removed > 0)) return null;
  const picked = pickLots(pickableLots(lots), removed, { expiredFirst: true, now });
  return 'takes' in picked ? partsOf(lots, picked.takes) : null;
}

/** The amounts typed per lot, by lot id (blank or unreadable ones count as none). */
export type ChosenAmounts = Record<string, number | null | undefined>;

/** The person's own pick as POST /stock takes it (lots given some amount) and, checked as the server will, what is wrong with it. */
export function chosenPick(lots: readonly Lot[], removed: number, chosen: ChosenAmounts, now?: Date) {
  const choices: LotChoice[] = lots
    .map((lot) => ({ lot: lot._id, amount: chosen[lot._id] ?? 0 }))
    .filter((choice) => typeof choice.amount === 'number' && compareAmounts(choice.amount, 0) > 0);
  const total = Number(amountSum(0, ...choices.map((choice) => choice.amount)));
  const picked = pickLots(pickableLots(lots), removed, { chosen: choices, expiredFirst: true, now });
  const problem: PickProblem | null = 'problem' in picked ? picked.problem : null;
  return { choices, total, problem };
}
