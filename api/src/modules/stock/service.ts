import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  amountDifference,
  amountSum,
  isDayFromToday,
  sameAmount,
  unitAmountProblem,
  type Language,
  type Product,
  type StockChangeBody,
  type StockChangeResult,
  type StockMovement,
  type StockReason,
  type MovementsQuery,
  type PartyRef,
} from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { productPolicy } from '../products/policy';
import type { Db } from '../../db/client';
import { pagedList, readPage } from '../../db/paged-list';
import { activities } from '../activities/tables';
import { executedActivities } from '../executions/tables';
import { requests } from '../requests/tables';
import { otherPartyJson } from '../requests/party-sql';
import { products, stockMovements, type ProductRow, type StockMovementRow } from '../products/tables';
import {
  addStock,
  amountBelow,
  amountInput,
  changeStockLevel,
  isUnchanged,
  removeStock,
  reservedAfterReleasing,
  reservedAfterReserving,
  holdingForNewUse,
  shortagesOf,
  valueRemoved,
  type Shortage,
  type StockChange,
  type StockLevel,
  type StockLine,
} from './rules';
import { AppError, validationError } from '../../errors';
import type { FileLinks } from '../../files/file-links';
import type { Page } from '../../http/routes';
import { toProduct } from '../products/rows';
import { lotMovements, lots } from '../lots/tables';
import { assertPickedLotsBelong, enterLot, holdLots, leaveLots, releaseHolds, type LotPickInput, type NewLot } from './lot-ledger';

type MovementRead = {
  movement: StockMovementRow;
  runActivity?: string | null;
  runParty?: PartyRef | null;
  request?: StockMovement['request'];
  lots?: StockMovement['lots'] | null;
};

/** The lots a ledger row entered or left, as JSON: [{_id, code, amount, expired}]. */
const lotsOfMovement = (movementId: SQL) => sql<StockMovement['lots']>`coalesce((select json_agg(json_build_object('_id', l.id, 'code', l.code,
    'amount', lm.delta::float8, 'expired', lm.expired) order by l.expires_on nulls last, l.entered_at, l.id)
  from ${lotMovements} lm join ${lots} l on l.id = lm.lot_id where lm.movement_id = ${movementId}), '[]'::json)`;

async function movementLots(tx: Db, movementId: string): Promise<StockMovement['lots']> {
  const [row] = await tx
    .select({ lots: lotsOfMovement(sql`${stockMovements.id}`) })
    .from(stockMovements)
    .where(eq(stockMovements.id, movementId));
  return row.lots;
}

export function toMovement({ movement: m, runActivity = null, runParty = null, request = null, lots: movedLots = [] }: MovementRead): StockMovement {
  return {
    _id: m.id,
    date: m.createdAt.toISOString(),
    change: Number(m.delta),
    unitCost: Number(m.unitCost),
    amountAfter: Number(m.amountAfter),
    unitCostAfter: Number(m.unitCostAfter),
    stockValueAfter: Number(m.stockValueAfter),
    reason: m.reason,
    reference: m.reference,
    execution: runActivity && m.reference ? { _id: m.reference, activity: runActivity, party: runParty } : null,
    request,
    transportCost: m.transportCost === null ? null : Number(m.transportCost),
    lots: movedLots ?? [],
  };
}

/**
 * Applies `change` to the locked `product` and writes its ledger row, in the caller's transaction.
 * `reserved` is the product's new reservation, when it changes.
 */
async function applyStockChange(
  tx: Db,
  product: ProductRow,
  change: StockChange,
  entry: { userId: string; reason: StockReason; reference?: string; reserved?: string; transportCost?: string },
): Promise<{ product: ProductRow; movement: StockMovementRow }> {
  const [updated] = await tx
    .update(products)
    .set({
      amount: change.after.amount,
      stockValue: change.after.stockValue,
      unitCost: change.after.unitCost,
      ...(entry.reserved !== undefined ? { reserved: entry.reserved } : {}),
      updatedAt: new Date(),
    })
    .where(eq(products.id, product.id))
    .returning();
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      productId: product.id,
      userId: entry.userId,
      delta: change.delta,
      unitCost: change.movementUnitCost,
      amountAfter: change.after.amount,
      unitCostAfter: change.after.unitCost,
      stockValueAfter: change.after.stockValue,
      reason: entry.reason,
      reference: entry.reference ?? null,
      transportCost: entry.transportCost ?? null,
      // The time the row lock was held, not the transaction's start (now()): the ledger's order
      // is the order in which changes really applied.
      createdAt: sql`clock_timestamp()`,
    })
    .returning();
  return { product: updated, movement };
}

/**
 * The products of `ids`, locked until the caller's transaction ends: always in id order, so two
 * transactions over the same products queue up instead of deadlocking. A caller locks them itself
 * only to read something it needs under the same lock (a run's outputs' prices).
 */
export async function lockProducts(tx: Db, ids: readonly string[]): Promise<Map<string, ProductRow>> {
  const unique = [...new Set(ids)].sort();
  if (unique.length === 0) return new Map();
  const rows = await tx.select().from(products).where(inArray(products.id, unique)).orderBy(asc(products.id)).for('update');
  return new Map(rows.map((row) => [row.id, row]));
}

/** A line that asks for more than is free of its product, with the product as it is locked (undefined: none). */
export interface StockShortage extends Shortage<StockLine> {
  product: ProductRow | undefined;
}

/** The caller's refusal of lines that ask for more than is free (its own code and wording). */
export type WhenShort = (shortages: StockShortage[]) => Error;

/** `whenShort`'s error when any line asks for more than is free of its locked product. */
function assertCovered(
  lines: readonly StockLine[],
  locked: Map<string, ProductRow>,
  whenShort: WhenShort,
  options: { setAsideForLines?: boolean; hiddenHasNothingFree?: boolean } = {},
): void {
  const holdingOf = (id: string) => (options.hiddenHasNothingFree ? holdingForNewUse(locked.get(id)) : locked.get(id));
  const short = shortagesOf(lines, holdingOf, options.setAsideForLines);
  if (short.length > 0) throw whenShort(short.map((shortage) => ({ ...shortage, product: locked.get(shortage.line.product) })));
}

/**
 * Sets `lines` aside for `holder` (a run's or a request's id) until they are released, consumed or
 * handed over: what is free of each product shrinks by them, and the lots they sit in are held
 * (`pick`, else first-expiring-first). `whenShort` refuses lines beyond what is free. Not a movement
 * of the ledger: the amount stays. A new plan (a scheduled run) finds nothing free of a retired
 * product; `forExistingUse` (a request asked before it was retired) still may (docs/domain.md#in-use).
 */
export async function reserveStock(
  tx: Db,
  lines: readonly StockLine[],
  holder: string,
  whenShort?: WhenShort,
  options: { forExistingUse?: boolean; pick?: LotPickInput; lotsOf?: (line: StockLine) => LotPickInput | undefined } = {},
): Promise<void> {
  const locked = await lockProducts(
    tx,
    lines.map((line) => line.product),
  );
  if (whenShort) assertCovered(lines, locked, whenShort, { hiddenHasNothingFree: !options.forExistingUse });
  await assertPickedLotsBelong(
    tx,
    options.pick,
    lines.map((line) => line.product),
  );
  for (const line of lines) await holdLots(tx, locked.get(line.product) as ProductRow, line.amount, holder, options.lotsOf?.(line) ?? options.pick);
  await writeReservations(tx, lines, locked, reservedAfterReserving);
}

/**
 * A production service's outputs, made by `runId`, set aside for `requestId` in the very lots the
 * run made (first-expiring-first where those lots no longer cover a line).
 */
export async function reserveRunOutputs(tx: Db, lines: readonly StockLine[], runId: string, requestId: string): Promise<void> {
  const made = await tx
    .select({ lot: lots.id, product: lots.productId, amount: lots.remaining })
    .from(lots)
    .where(and(eq(lots.reference, runId), eq(lots.origin, 'production')));
  const madeFor = (line: StockLine): LotPickInput | undefined => {
    const own = made.filter((lot) => lot.product === line.product);
    return sameAmount(amountSum(...own.map((lot) => lot.amount)), line.amount)
      ? { lots: own.map((lot) => ({ lot: lot.lot, amount: Number(lot.amount) })) }
      : undefined;
  };
  await reserveStock(tx, lines, requestId, undefined, { lotsOf: madeFor });
}

/** `holder` lets go of `lines` it set aside by reserveStock (a scheduled run that will not start). */
export async function releaseStock(tx: Db, lines: readonly StockLine[], holder: string): Promise<void> {
  const locked = await lockProducts(
    tx,
    lines.map((line) => line.product),
  );
  for (const line of lines) await releaseHolds(tx, line.product, holder, line.amount);
  await writeReservations(tx, lines, locked, reservedAfterReleasing);
}

async function writeReservations(
  tx: Db,
  lines: readonly StockLine[],
  locked: Map<string, ProductRow>,
  reservedAfter: (holding: ProductRow, amount: string) => string,
): Promise<void> {
  for (const line of lines) {
    const product = locked.get(line.product) as ProductRow;
    const [updated] = await tx
      .update(products)
      .set({ reserved: reservedAfter(product, line.amount), updatedAt: new Date() })
      .where(eq(products.id, product.id))
      .returning();
    locked.set(updated.id, updated);
  }
}

/** A lot a line's goods left, as the request that carries them keeps it. */
export interface LineLot {
  lot: string;
  code: string;
  amount: string;
  expired: boolean;
}

/** A line that left or entered stock, with what its goods were worth (pesos, 4 decimals). */
export interface ValuedLine extends StockLine {
  cost: string;
  /** Of `cost`, what a carrier's price added (landed cost, docs/domain.md#landed-cost). */
  transportCost?: string;
  /** Entering: the lots its goods were made or received from (genealogy, docs/domain.md#lots). */
  sources?: NewLot['sources'];
  /** Leaving: the lots its goods left, with their codes. */
  lots?: LineLot[];
}

/** Who moves stock, why (the ledger's reason) and for what (a run's or a request's id). */
interface LedgerEntry<Reason extends StockReason> {
  userId: string;
  reason: Reason;
  reference: string;
}

/**
 * `lines` leave stock at their average cost, each with its ledger row; with `fromReservation` they
 * were set aside and their reservation goes with them. Gives what each was worth.
 */
async function takeOut(
  tx: Db,
  lines: readonly StockLine[],
  entry: LedgerEntry<'consumption' | 'delivery' | 'storage'>,
  fromReservation: boolean,
  check?: { whenShort: WhenShort; hiddenHasNothingFree?: boolean },
  pick?: LotPickInput,
): Promise<ValuedLine[]> {
  const locked = await lockProducts(
    tx,
    lines.map((line) => line.product),
  );
  if (check) assertCovered(lines, locked, check.whenShort, { setAsideForLines: fromReservation, hiddenHasNothingFree: check.hiddenHasNothingFree });
  await assertPickedLotsBelong(
    tx,
    pick,
    lines.map((line) => line.product),
  );
  const taken: ValuedLine[] = [];
  for (const line of lines) {
    const product = locked.get(line.product) as ProductRow;
    const change = removeStock(product, line.amount);
    const reserved = fromReservation ? reservedAfterReleasing(product, line.amount) : undefined;
    const { product: updated, movement } = await applyStockChange(tx, product, change, { ...entry, reserved });
    // What the request or the run held leaves first; the rest as the person picked, or first-expiring-first.
    const lotsTaken = await leaveLots(tx, product, line.amount, movement.id, { holder: fromReservation ? entry.reference : undefined, pick });
    locked.set(updated.id, updated);
    taken.push({
      product: product.id,
      amount: line.amount,
      cost: valueRemoved(product, change),
      // The goods keep their lot codes on the way: the request's lines show them (docs/domain.md#lots).
      lots: lotsTaken.map(({ lot, code, amount, expired }) => ({ lot, code, amount, expired })),
    });
  }
  return taken;
}

/**
 * A run's inputs leave stock (ledger `consumption`, pointing at the run): set aside for it when it
 * was scheduled (`fromReservation`), or taken from what is free — of which a retired product has
 * none (docs/domain.md#in-use). `whenShort` refuses inputs the stock no longer covers. Gives what
 * each was worth.
 */
export function consumeStock(
  tx: Db,
  lines: readonly StockLine[],
  run: { userId: string; runId: string; fromReservation: boolean; pick?: LotPickInput },
  whenShort: WhenShort,
): Promise<ValuedLine[]> {
  return takeOut(
    tx,
    lines,
    { userId: run.userId, reason: 'consumption', reference: run.runId },
    run.fromReservation,
    { whenShort, hiddenHasNothingFree: !run.fromReservation },
    run.pick,
  );
}

/**
 * Goods set aside for a request leave their provider's stock (ledger `delivery`, pointing at the
 * request), their reservation with them: handed over by the provider or picked up by a carrier.
 * Gives what each was worth.
 */
export function handOverReservedStock(
  tx: Db,
  lines: readonly StockLine[],
  request: { userId: string; requestId: string; pick?: LotPickInput },
): Promise<ValuedLine[]> {
  return takeOut(tx, lines, { userId: request.userId, reason: 'delivery', reference: request.requestId }, true, undefined, request.pick);
}

/**
 * An owner's free goods leave its stock for its own request: taken in by a storage (`storage`) or
 * onto a carrier (`delivery`). A hidden product has nothing free; `whenShort` refuses the lines
 * that are no longer covered. Gives what each was worth.
 */
export function handOverFreeStock(
  tx: Db,
  lines: readonly StockLine[],
  entry: LedgerEntry<'storage' | 'delivery'>,
  whenShort: WhenShort,
  pick?: LotPickInput,
): Promise<ValuedLine[]> {
  return takeOut(tx, lines, entry, false, { whenShort, hiddenHasNothingFree: true }, pick);
}

/**
 * Goods enter stock, each line at its `cost` in all (the weighted average follows), with its ledger
 * row: a run's outputs (`production`), goods received from a request (`reception`) or back from a
 * storage (`storageReturn`), each into a lot of its own that names the lots it came from.
 * `costField` names the input a value too large to store is refused on.
 */
export async function receiveStock(
  tx: Db,
  lines: readonly ValuedLine[],
  entry: LedgerEntry<'production' | 'reception' | 'storageReturn'> & { costField: string },
): Promise<void> {
  const locked = await lockProducts(
    tx,
    lines.map((line) => line.product),
  );
  for (const line of lines) {
    const product = locked.get(line.product) as ProductRow;
    const { product: updated, movement } = await applyStockChange(tx, product, addStock(product, line.amount, line.cost, entry.costField), {
      userId: entry.userId,
      reason: entry.reason,
      reference: entry.reference,
      transportCost: line.transportCost,
    });
    await enterLot(tx, product, line.amount, line.cost, movement.id, { origin: entry.reason, reference: entry.reference, sources: line.sources });
    locked.set(updated.id, updated);
  }
}

/**
 * The level a product just created starts at, with its `initial` ledger row and its first lot when
 * it starts with stock (a unit cost alone is no movement). Not locked: no other transaction sees the row yet.
 */
export async function setInitialStock(
  tx: Db,
  productId: string,
  userId: string,
  level: StockLevel,
  lot: Pick<NewLot, 'code' | 'expiresOn'> = {},
): Promise<void> {
  const [product] = await tx
    .update(products)
    .set({ amount: level.amount, stockValue: level.stockValue, unitCost: level.unitCost })
    .where(eq(products.id, productId))
    .returning();
  if (!amountBelow('0', level.amount)) return;
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      productId,
      userId,
      delta: level.amount,
      unitCost: level.unitCost,
      amountAfter: level.amount,
      unitCostAfter: level.unitCost,
      stockValueAfter: level.stockValue,
      reason: 'initial',
    })
    .returning();
  await enterLot(tx, product, level.amount, level.stockValue, movement.id, { origin: 'initial', ...lot });
}

/** '15.5 Kg' written the reader's way (es: 1.234,5). */
const amountWithUnit = (product: Product) => (lang: Language) =>
  `${new Intl.NumberFormat(lang === 'es' ? 'es-CO' : 'en-US', { maximumFractionDigits: 2 }).format(product.amount)} ${product.unitMeasure}`;

/** 409 STOCK_CHANGED carrying the product as it now is, so the client shows the fresh amount at once. */
function stockChanged(product: Product): AppError {
  return new AppError('STOCK_CHANGED', { data: product, params: { amount: amountWithUnit(product) } });
}

/**
 * POST /stock: moves the product to the new total and writes its ledger row in one transaction.
 * The product row is locked first, so concurrent changes queue up; each then checks that the amount
 * it saw is still the stored one (409 otherwise) — no change is ever lost.
 */
export async function changeStock(db: Db, caller: Caller, body: StockChangeBody, links: FileLinks): Promise<StockChangeResult> {
  const newAmount = amountInput(body.amount, 'amount');
  const previousAmount = amountInput(body.previousAmount, 'previousAmount');
  return db.transaction(async (tx) => {
    const current = await productPolicy.authorize(tx, caller, body.product, 'write', { field: 'product' });
    const { product } = current;
    if (!isUnchanged(product.amount, previousAmount)) throw stockChanged(toProduct(current, links));
    const amountProblem = unitAmountProblem(body.amount, product.unitMeasure);
    if (amountProblem) throw validationError('amount', amountProblem);
    const change = changeStockLevel(product, newAmount, body.cost);
    // What scheduled runs reserved stays in stock until they start or are aborted.
    if (amountBelow(change.after.amount, product.reserved)) throw validationError('amount', 'belowReserved', { limit: Number(product.reserved) });
    const { product: updated, movement } = await applyStockChange(tx, product, change, { userId: caller.id, reason: change.reason });
    if (change.reason === 'addition' && body.expiresOn && !isDayFromToday(body.expiresOn)) throw validationError('expiresOn', 'pastDate');
    if (change.reason === 'addition')
      await enterLot(tx, product, change.delta, String(body.cost), movement.id, {
        origin: 'addition',
        code: body.lotCode,
        expiresOn: body.expiresOn ?? null,
      });
    // A removal throws expired goods away first: they need no confirmation to go in the bin.
    else {
      await assertPickedLotsBelong(tx, { lots: body.lots }, [product.id]);
      await leaveLots(tx, product, amountDifference('0', change.delta), movement.id, { pick: { lots: body.lots }, expiredFirst: true });
    }
    const [fresh] = await tx.select().from(products).where(eq(products.id, updated.id));
    return {
      product: toProduct({ product: fresh, owner: current.owner }, links),
      movement: toMovement({ movement, lots: await movementLots(tx, movement.id) }),
    };
  });
}

/** Reasons whose reference is a request (the others name a run, or nothing). */
const REQUEST_REASONS: readonly StockReason[] = ['delivery', 'reception', 'storage', 'storageReturn'];

/** A product's ledger, oldest first: each row with the run or the request behind it and its other party. */
const productLedger = pagedList({
  name: 'stock_movements',
  owner: stockMovements.productId,
  key: [stockMovements.createdAt, stockMovements.id],
  direction: 'asc',
  select: (db, fields) =>
    db
      .select({
        movement: stockMovements,
        runActivity: activities.name,
        runParty: sql<PartyRef | null>`case when ${executedActivities.requestId} is not null then ${otherPartyJson(
          sql`${executedActivities.requestId}`,
          sql`${executedActivities.userId}`,
        )} end`,
        request: sql<StockMovement['request']>`case when ${inArray(stockMovements.reason, [...REQUEST_REASONS])}
          then (select json_build_object('_id', rq.id, 'kind', rq.kind, 'party', ${otherPartyJson(sql`rq.id`, sql`${stockMovements.userId}`)})
            from ${requests} rq where rq.id = ${stockMovements.reference}::uuid) end`,
        lots: lotsOfMovement(sql`${stockMovements.id}`),
        ...fields,
      })
      .from(stockMovements)
      .leftJoin(executedActivities, sql`${executedActivities.id}::text = ${stockMovements.reference}`)
      .leftJoin(activities, eq(activities.id, executedActivities.activityId))
      .$dynamic(),
});

/** GET /products/{id}/stockMovements: the owner's ledger, oldest first. */
export async function listMovements(db: Db, caller: Caller, productId: string, page: MovementsQuery): Promise<Page<StockMovement>> {
  await productPolicy.authorize(db, caller, productId, 'own');
  return readPage(db, productLedger, productId, page, toMovement);
}
