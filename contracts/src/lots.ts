import { addDays, daysUntil, regionDay, type Day, type Instant } from './calendar';
import { amountBelow, amountDifference, amountSum, compareAmounts, type DecimalInput } from './decimal';

/**
 * Lots (docs/domain.md#lots): every quantity that enters a product's stock is a lot, with a code
 * readable on a label, the day it entered, an optional expiry day and what is left of it. Goods
 * leave lots first-expiring-first, then oldest-first; a lot past its expiry leaves only when someone
 * confirms it. The API picks lots with these rules and the apps preview the same pick.
 */

/** How many days before its expiry a lot is marked as near it, unless its product says otherwise. */
export const DEFAULT_EXPIRY_WARNING_DAYS = 7;

/** The longest lot code, typed or made. */
export const LOT_CODE_MAX = 40;

/** What a typed lot code may hold: letters, digits and the separators labels use. */
export const LOT_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._/-]*$';

const ACCENTS: Record<string, string> = { Á: 'A', É: 'E', Í: 'I', Ó: 'O', Ú: 'U', Ü: 'U', Ñ: 'N' };

/**
 * The first three letters of a product's name, upper case and without accents, that begin its lots'
 * codes ('Queso costeño' → 'QUE'); padded with X when the name has fewer letters. The migration that
 * gave existing stock its opening lots writes the same prefix in SQL.
 */
export function lotPrefix(productName: string): string {
  const letters = productName
    .toUpperCase()
    .replace(/[ÁÉÍÓÚÜÑ]/g, (letter) => ACCENTS[letter])
    .replace(/[^A-Z]/g, '');
  return letters.slice(0, 3).padEnd(3, 'X');
}

/** A made lot code: prefix, the day it entered, and its number among the owner's lots of that prefix and day ('QUE-20261128-03'). */
export const lotCode = (prefix: string, day: Day, sequence: number): string =>
  `${prefix}-${day.replace(/-/g, '')}-${String(sequence).padStart(2, '0')}`;

/** What the expiry of a lot means today: past it, within the warning days, or neither. */
export type ExpiryState = 'expired' | 'nearExpiry' | 'fresh';

/** A lot's expiry state on the region's today; a lot without an expiry day is always fresh. */
export function expiryState(expiresOn: Day | null, warningDays: number = DEFAULT_EXPIRY_WARNING_DAYS, now: Instant = new Date()): ExpiryState {
  if (expiresOn === null) return 'fresh';
  const days = daysUntil(expiresOn, now);
  if (days < 0) return 'expired';
  return days <= warningDays ? 'nearExpiry' : 'fresh';
}

/** Past its expiry day (the day itself still counts): what may not go without the owner's confirmation. */
export const isPastExpiry = (expiresOn: Day | null, now: Instant = new Date()): boolean => expiryState(expiresOn, 0, now) === 'expired';

/** The last day of a lot that lasts `days` from the day it entered. */
export const expiryAfter = (entered: Instant, days: number): Day => addDays(regionDay(entered), days);

/** What the pick reads of a lot. */
export interface PickableLot {
  id: string;
  /** When it entered: what "oldest" means. */
  enteredAt: Instant;
  expiresOn: Day | null;
  /** What of it is free to take (left, less what reservations hold of it). */
  free: DecimalInput;
}

/** The order goods leave in: the earliest expiry first, lots without one after them, then the oldest. */
export function pickOrder<L extends PickableLot>(lots: readonly L[]): L[] {
  const time = (lot: L) => new Date(lot.enteredAt).getTime();
  return [...lots].sort((a, b) => {
    if (a.expiresOn !== b.expiresOn) {
      if (a.expiresOn === null) return 1;
      if (b.expiresOn === null) return -1;
      return a.expiresOn < b.expiresOn ? -1 : 1;
    }
    return time(a) - time(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}

/** One lot's part of an outgoing amount. */
export interface LotTake {
  lot: string;
  amount: string;
  /** The lot was past its expiry when taken. */
  expired: boolean;
}

/**
 * Why a pick cannot be made: the free lots do not cover the amount; a chosen lot is not one of the
 * product's, holds less than chosen, or the choices do not add up to the amount; or covering it
 * takes expired lots nobody confirmed.
 */
export type PickProblem =
  | { kind: 'short'; free: string }
  | { kind: 'unknownLot'; lot: string }
  | { kind: 'aboveLot'; lot: string; free: string }
  | { kind: 'total'; chosen: string }
  | { kind: 'expired'; lots: string[] };

export interface PickOptions {
  /** The person's own pick: each lot and how much of it. */
  chosen?: readonly { lot: string; amount: DecimalInput }[];
  /** Expired lots may go: someone confirmed it (and the ledger records it). */
  takeExpired?: boolean;
  /** Expired lots go first and need no confirmation: a removal, how spoiled goods are thrown away. */
  expiredFirst?: boolean;
  now?: Instant;
}

/** The person's own pick, checked against the lots: each a lot of the product, within what is free of it, adding up to `amount`. */
function chosenTakes(
  lots: readonly PickableLot[],
  amount: DecimalInput,
  chosen: readonly { lot: string; amount: DecimalInput }[],
  isExpired: (lot: PickableLot) => boolean,
) {
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  const takes: LotTake[] = [];
  for (const choice of chosen) {
    const lot = byId.get(choice.lot);
    if (!lot) return { problem: { kind: 'unknownLot', lot: choice.lot } as PickProblem };
    if (amountBelow(lot.free, choice.amount)) return { problem: { kind: 'aboveLot', lot: lot.id, free: amountSum(lot.free) } as PickProblem };
    if (compareAmounts(choice.amount, 0) > 0) takes.push({ lot: lot.id, amount: amountSum(choice.amount), expired: isExpired(lot) });
  }
  const total = amountSum(...takes.map((take) => take.amount));
  if (compareAmounts(total, amount) !== 0) return { problem: { kind: 'total', chosen: total } as PickProblem };
  return { takes };
}

/** Lots first-expiring-first then oldest-first, the unexpired before the expired (or after them, `expiredFirst`), until `amount` is covered. */
function automaticTakes(lots: readonly PickableLot[], amount: DecimalInput, isExpired: (lot: PickableLot) => boolean, expiredFirst: boolean) {
  const ordered = pickOrder(lots.filter((lot) => compareAmounts(lot.free, 0) > 0));
  const usable = ordered.filter((lot) => !isExpired(lot));
  const expired = ordered.filter(isExpired);
  const takes: LotTake[] = [];
  let left = amountSum(amount);
  for (const lot of expiredFirst ? [...expired, ...usable] : [...usable, ...expired]) {
    if (compareAmounts(left, 0) <= 0) break;
    const part = amountBelow(lot.free, left) ? amountSum(lot.free) : left;
    takes.push({ lot: lot.id, amount: part, expired: isExpired(lot) });
    left = amountDifference(left, part);
  }
  if (compareAmounts(left, 0) > 0) return { problem: { kind: 'short', free: amountSum(...ordered.map((lot) => lot.free)) } as PickProblem };
  return { takes };
}

/**
 * Which lots `amount` leaves from: the person's own pick, else first-expiring-first then
 * oldest-first among lots not past expiry, and expired lots last. Expired lots go only with
 * `takeExpired` (a confirmation the caller records) — or with `expiredFirst`, a removal.
 */
export function pickLots(
  lots: readonly PickableLot[],
  amount: DecimalInput,
  options: PickOptions = {},
): { takes: LotTake[] } | { problem: PickProblem } {
  const now = options.now ?? new Date();
  const isExpired = (lot: PickableLot) => isPastExpiry(lot.expiresOn, now);
  const picked = options.chosen
    ? chosenTakes(lots, amount, options.chosen, isExpired)
    : automaticTakes(lots, amount, isExpired, options.expiredFirst ?? false);
  if ('problem' in picked) return picked as { problem: PickProblem };
  const expired = picked.takes.filter((take) => take.expired).map((take) => take.lot);
  if (expired.length > 0 && !options.takeExpired && !options.expiredFirst) return { problem: { kind: 'expired', lots: expired } };
  return picked;
}
