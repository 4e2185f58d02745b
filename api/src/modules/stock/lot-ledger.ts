import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  amountBelow,
  amountDifference,
  amountSum,
  compareAmounts,
  isPastExpiry,
  lotCode,
  lotPrefix,
  pickLots,
  regionDay,
  unitCostOf,
  type LotChoice,
  type LotTake,
  type PickProblem,
  type StockReason,
} from '@agrocadena/contracts';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../errors';
import { products, stockMovements, type ProductRow } from '../products/tables';
import { lotHolds, lotMovements, lots, lotSources, type LotRow } from '../lots/tables';

/**
 * The lots under a product's stock (docs/domain.md#lots), written only by the stock service, with
 * the product's row locked: its amount is always the sum of its lots' `remaining`.
 */

/** The person's pick for an outgoing movement: which lots (else first-expiring-first) and whether expired ones may go. */
export interface LotPickInput {
  lots?: readonly LotChoice[];
  takeExpired?: boolean;
  /**
   * Someone other than the goods' owner moves them (a carrier, a storage keeper): they cannot
   * confirm for the owner, so expired lots never go, and what a reservation held in lots that
   * expired since is made up from fresh ones (409 OWNER_LOT_EXPIRED when none are left).
   */
  freshOnly?: boolean;
  /** The field the pick was sent in, for the 400s (e.g. 'lots'). */
  field?: string;
}

interface LotWithHolds extends LotRow {
  held: string;
}

/** A product's lots with something left, with what reservations hold of each. */
async function lotsWithStock(tx: Db, productId: string): Promise<LotWithHolds[]> {
  const rows = await tx
    .select({ lot: lots, held: sql<string>`coalesce((select sum(h.amount) from ${lotHolds} h where h.lot_id = ${lots.id}), 0)::text` })
    .from(lots)
    .where(and(eq(lots.productId, productId), gt(lots.remaining, '0')))
    .orderBy(asc(lots.enteredAt), asc(lots.id));
  return rows.map((row) => ({ ...row.lot, held: row.held }));
}

const pickable = (lot: LotWithHolds, free: string) => ({ id: lot.id, enteredAt: lot.enteredAt, expiresOn: lot.expiresOn, free });

/** 409 LOT_EXPIRED (OWNER_LOT_EXPIRED to someone else than the owner) naming the expired lots, or the 400 of a pick that does not fit the lots. */
function pickError(problem: PickProblem, all: readonly LotWithHolds[], pick: LotPickInput): Error {
  const field = pick.field ?? 'lots';
  const index = (lot: string) => (pick.lots ?? []).findIndex((choice) => choice.lot === lot);
  switch (problem.kind) {
    case 'expired': {
      const named = all.filter((lot) => problem.lots.includes(lot.id)).map((lot) => ({ _id: lot.id, code: lot.code, expiresOn: lot.expiresOn }));
      return new AppError(pick.freshOnly ? 'OWNER_LOT_EXPIRED' : 'LOT_EXPIRED', {
        data: { lots: named },
        params: { lots: named.map((lot) => lot.code).join(', ') },
      });
    }
    case 'unknownLot':
      return validationError(`${field}.${index(problem.lot)}.lot`, 'unknownLot');
    case 'aboveLot':
      return validationError(`${field}.${index(problem.lot)}.amount`, 'aboveLot', { limit: Number(problem.free) });
    case 'total':
      return validationError(field, 'lotsTotal', { limit: Number(problem.chosen) });
    case 'short':
      return new Error(`lots of the product cover ${problem.free} only`);
  }
}

/**
 * The person's pick among this product's lots: a write that moves several products takes one list
 * for all of them (assertPickedLotsBelong checks each names a lot of one of them); a product none
 * of it names leaves first-expiring-first.
 */
function chosenOf(pick: LotPickInput, all: readonly LotRow[]): LotChoice[] | undefined {
  const own = (pick.lots ?? []).filter((choice) => all.some((lot) => lot.id === choice.lot));
  return own.length > 0 ? own : undefined;
}

/** 400 unknownLot on the first lot of the pick that is not a lot with stock of `productIds`. */
export async function assertPickedLotsBelong(tx: Db, pick: LotPickInput | undefined, productIds: readonly string[]): Promise<void> {
  const chosen = pick?.lots ?? [];
  if (chosen.length === 0) return;
  const ids = chosen.map((choice) => choice.lot).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const found = ids.length
    ? await tx
        .select({ id: lots.id })
        .from(lots)
        .where(and(inArray(lots.id, ids), inArray(lots.productId, [...productIds]), gt(lots.remaining, '0')))
    : [];
  const unknown = chosen.findIndex((choice) => !found.some((row) => row.id === choice.lot));
  if (unknown >= 0) throw validationError(`${pick?.field ?? 'lots'}.${unknown}.lot`, 'unknownLot');
}

/** Writes each take: the lot's remaining shrinks, and the ledger row names it. */
async function writeTakes(tx: Db, takes: readonly LotTake[], movementId: string): Promise<void> {
  for (const take of takes) {
    await tx
      .update(lots)
      .set({ remaining: sql`${lots.remaining} - ${take.amount}` })
      .where(eq(lots.id, take.lot));
    await tx.insert(lotMovements).values({ movementId, lotId: take.lot, delta: `-${take.amount}`, expired: take.expired });
  }
}

/**
 * `amount` leaves the product's lots for ledger row `movementId`. What `holder` (a run, a request)
 * holds of them goes first, its holds with it; the rest leaves what is free of the lots, in the
 * person's pick or first-expiring-first. `expiredFirst`: a removal, which throws spoiled goods away
 * first and needs no confirmation.
 */
export async function leaveLots(
  tx: Db,
  product: ProductRow,
  amount: string,
  movementId: string,
  options: { holder?: string; pick?: LotPickInput; expiredFirst?: boolean } = {},
): Promise<(LotTake & { code: string })[]> {
  const all = await lotsWithStock(tx, product.id);
  const pick = options.pick ?? {};
  let left = amount;
  const takes: LotTake[] = [];
  if (options.holder) {
    const holds = (await heldBy(tx, product.id, options.holder)).map((hold) =>
      pickable(all.find((lot) => lot.id === hold.lotId) as LotWithHolds, hold.amount),
    );
    const heldTotal = amountSum(...holds.map((hold) => hold.free));
    const wanted = amountBelow(heldTotal, left) ? heldTotal : left;
    // Not the owner: the holds in lots that expired since are let go below and made up from fresh lots.
    const usable = pick.freshOnly ? holds.filter((hold) => !isPastExpiry(hold.expiresOn)) : holds;
    const usableTotal = amountSum(...usable.map((hold) => hold.free));
    const held = pickLots(usable, amountBelow(usableTotal, wanted) ? usableTotal : wanted, { takeExpired: pick.takeExpired });
    if ('problem' in held) throw pickError(held.problem, all, pick);
    takes.push(...held.takes);
    const takenOfHolds = amountSum(...held.takes.map((take) => take.amount));
    left = amountDifference(left, takenOfHolds);
    await releaseHolds(tx, product.id, options.holder, pick.freshOnly ? wanted : takenOfHolds);
  }
  if (compareAmounts(left, 0) > 0) {
    const free = (await lotsWithStock(tx, product.id)).map((lot) => {
      const taken = takes.filter((take) => take.lot === lot.id).reduce((sum, take) => amountSum(sum, take.amount), '0');
      return pickable(lot, amountDifference(amountDifference(lot.remaining, lot.held), taken));
    });
    const rest = pickLots(free, left, { chosen: chosenOf(pick, all), takeExpired: pick.takeExpired, expiredFirst: options.expiredFirst });
    if ('problem' in rest) throw pickError(rest.problem, all, pick);
    takes.push(...rest.takes);
  }
  const merged = mergeTakes(takes);
  await writeTakes(tx, merged, movementId);
  await refreshNextExpiry(tx, product.id);
  const codes = new Map(all.map((lot) => [lot.id, lot.code]));
  return merged.map((take) => ({ ...take, code: codes.get(take.lot) as string }));
}

/** One take per lot. */
function mergeTakes(takes: readonly LotTake[]): LotTake[] {
  const merged = new Map<string, LotTake>();
  for (const take of takes) {
    const before = merged.get(take.lot);
    merged.set(
      take.lot,
      before ? { ...before, amount: amountSum(before.amount, take.amount), expired: before.expired || take.expired } : { ...take },
    );
  }
  return [...merged.values()];
}

/** What `holder` holds of the product's lots. */
async function heldBy(tx: Db, productId: string, holder: string) {
  return tx
    .select({ lotId: lotHolds.lotId, amount: lotHolds.amount })
    .from(lotHolds)
    .innerJoin(lots, eq(lots.id, lotHolds.lotId))
    .where(and(eq(lots.productId, productId), eq(lotHolds.holder, holder)))
    .orderBy(asc(lots.enteredAt), asc(lots.id));
}

/**
 * `holder` sets `amount` of the product aside in specific lots: the person's pick, else
 * first-expiring-first among what is free of them (expired lots only when confirmed).
 */
export async function holdLots(tx: Db, product: ProductRow, amount: string, holder: string, pick: LotPickInput = {}): Promise<void> {
  const all = await lotsWithStock(tx, product.id);
  const picked = pickLots(
    all.map((lot) => pickable(lot, amountDifference(lot.remaining, lot.held))),
    amount,
    { chosen: chosenOf(pick, all), takeExpired: pick.takeExpired },
  );
  if ('problem' in picked) throw pickError(picked.problem, all, pick);
  for (const take of picked.takes)
    await tx
      .insert(lotHolds)
      .values({ lotId: take.lot, holder, amount: take.amount })
      .onConflictDoUpdate({ target: [lotHolds.lotId, lotHolds.holder], set: { amount: sql`${lotHolds.amount} + ${take.amount}` } });
}

/** `holder` lets go of up to `amount` of what it holds of the product's lots. */
export async function releaseHolds(tx: Db, productId: string, holder: string, amount: string): Promise<void> {
  let left = amount;
  for (const hold of await heldBy(tx, productId, holder)) {
    if (compareAmounts(left, 0) <= 0) break;
    const part = amountBelow(hold.amount, left) ? hold.amount : left;
    if (compareAmounts(part, hold.amount) === 0) await tx.delete(lotHolds).where(and(eq(lotHolds.lotId, hold.lotId), eq(lotHolds.holder, holder)));
    else
      await tx
        .update(lotHolds)
        .set({ amount: amountDifference(hold.amount, part) })
        .where(and(eq(lotHolds.lotId, hold.lotId), eq(lotHolds.holder, holder)));
    left = amountDifference(left, part);
  }
}

/** A lot entering: where its goods came from, and its code and expiry when the person gave them. */
export interface NewLot {
  origin: LotRow['origin'];
  reference?: string | null;
  code?: string;
  expiresOn?: string | null;
  /** The lots it was made or received from, and how much of each. */
  sources?: readonly { lot: string; amount: string }[];
  /** The field a typed code is refused on. */
  codeField?: string;
}

/**
 * `amount` of the product enters a new lot for ledger row `movementId`, worth `cost` in all. A made
 * code takes the next free number of its prefix and day; a typed one must be new to the owner
 * (400 lotCodeTaken). A received or made lot expires when the first of its sources does.
 */
export async function enterLot(tx: Db, product: ProductRow, amount: string, cost: string, movementId: string, entry: NewLot): Promise<LotRow> {
  const sources = entry.sources ?? [];
  const inherited =
    entry.expiresOn === undefined && sources.length > 0
      ? await tx
          .select({ expiresOn: sql<string | null>`min(${lots.expiresOn})::text` })
          .from(lots)
          .where(
            inArray(
              lots.id,
              sources.map((source) => source.lot),
            ),
          )
      : [];
  const values = {
    productId: product.id,
    userId: product.userId,
    origin: entry.origin,
    reference: entry.reference ?? null,
    expiresOn: entry.expiresOn ?? inherited[0]?.expiresOn ?? null,
    amount,
    remaining: amount,
    unitCost: unitCostOf(cost, amount),
    enteredAt: sql`clock_timestamp()`,
  };
  const lot = entry.code
    ? await insertTyped(tx, values, entry.code, entry.codeField ?? 'lotCode')
    : await insertMade(tx, values, lotPrefix(product.name));
  await tx.insert(lotMovements).values({ movementId, lotId: lot.id, delta: amount });
  if (sources.length > 0)
    await tx.insert(lotSources).values(sources.map((source) => ({ lotId: lot.id, sourceLotId: source.lot, amount: source.amount })));
  await refreshNextExpiry(tx, product.id);
  return lot;
}

/** The product's earliest expiry among its lots with something left, which its row keeps for the lists. */
async function refreshNextExpiry(tx: Db, productId: string): Promise<void> {
  await tx
    .update(products)
    .set({ nextExpiry: sql`(select min(${lots.expiresOn}) from ${lots} where ${lots.productId} = ${productId} and ${lots.remaining} > 0)` })
    .where(eq(products.id, productId));
}

type LotValues = Omit<typeof lots.$inferInsert, 'code' | 'enteredAt'> & { enteredAt: SQL };

async function insertTyped(tx: Db, values: LotValues, code: string, field: string): Promise<LotRow> {
  const [lot] = await tx
    .insert(lots)
    .values({ ...values, code: code.trim() })
    .onConflictDoNothing()
    .returning();
  if (!lot) throw validationError(field, 'lotCodeTaken');
  return lot;
}

/**
 * The next number of the prefix and the region's day among the owner's codes. Two transactions of
 * the same owner may reach for the same number at once: the second waits for the first, finds it
 * taken and tries the next.
 */
async function insertMade(tx: Db, values: LotValues, prefix: string): Promise<LotRow> {
  const day = regionDay(new Date());
  const start = `${prefix}-${day.replace(/-/g, '')}-`;
  const [{ count }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(lots)
    .where(and(eq(lots.userId, values.userId), sql`${lots.code} like ${`${start}%`}`));
  for (let sequence = count + 1; ; sequence++) {
    const [lot] = await tx
      .insert(lots)
      .values({ ...values, code: lotCode(prefix, day, sequence) })
      .onConflictDoNothing()
      .returning();
    if (lot) return lot;
  }
}

/** The lots the ledger rows of `reference` (a run, a request) with `reasons` took out (of one product, when given), and how much of each. */
export function lotsLeftFor(
  tx: Db,
  reference: string,
  reasons: readonly StockReason[],
  productId?: string,
): Promise<{ lot: string; amount: string }[]> {
  return tx
    .select({ lot: lotMovements.lotId, amount: sql<string>`(-sum(${lotMovements.delta}))::text` })
    .from(lotMovements)
    .innerJoin(stockMovements, eq(stockMovements.id, lotMovements.movementId))
    .where(
      and(
        eq(stockMovements.reference, reference),
        inArray(stockMovements.reason, [...reasons]),
        lt(lotMovements.delta, '0'),
        productId ? eq(stockMovements.productId, productId) : undefined,
      ),
    )
    .groupBy(lotMovements.lotId);
}
