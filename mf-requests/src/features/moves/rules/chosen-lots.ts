import type { LotChoice } from '@agrocadena/contracts';
import { amountSum, compareAmounts } from '@agrocadena/contracts/rules';
import type { NumberInputValue } from '@agrocadena/shared-ui';

/** What the accept dialog holds in "choose lots": how much of each lot, by the lot's id. */
export type ChosenAmounts = Readonly<Record<string, NumberInputValue | undefined>>;

/** The pick to send: each lot given more than 0, in the order the lots are shown. */
export function chosenLots(lotIds: readonly string[], amounts: ChosenAmounts | undefined): LotChoice[] {
  return lotIds.flatMap((lot) => {
    const amount = amounts?.[lot];
    return typeof amount === 'number' && amount > 0 ? [{ lot, amount }] : [];
  });
}

/** What the pick adds up to, when it is not the amount accepted; null when it is. */
export function chosenTotalProblem(chosen: readonly LotChoice[], accepted: number): number | null {
  const total = amountSum(...chosen.map((choice) => choice.amount));
  return compareAmounts(total, accepted) === 0 ? null : Number(total);
}

/**
 * Where a server's 400 about the pick belongs: `lots.<i>.amount` or `lots.<i>.lot` (the i-th lot
 * sent) under that lot's field, `lots` alone (they do not add up) under the list; null when it is
 * about something else.
 */
export function lotOfServerField(field: string | undefined, sent: readonly LotChoice[]): { lot: string } | 'list' | null {
  const parts = (field ?? '')
    .replace(/^\/?body(?=[/.]|$)/, '')
    .split(/[./[\]]+/)
    .filter(Boolean);
  if (parts[0] !== 'lots') return null;
  if (parts.length === 1) return 'list';
  const choice = sent[Number(parts[1])];
  return choice ? { lot: choice.lot } : 'list';
}
