import { sql } from 'drizzle-orm';
import { REGION_TIME_ZONE, type Lot, type LotsQuery, type LotTrace, type RecallLine, type TraceDirection } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { JsonText, type Page } from '../../http/routes';
import { isUuid } from '../../util/ids';
import { productPolicy } from '../products/policy';
import { boundedTotal } from '../../db/paged-list';
import { readLots } from './rows';
import { recallLines } from './recall';
import { isLinked, traceText } from './trace';

/** The order goods leave lots in: the earliest expiry first, lots without one after, then the oldest (the contract's pickOrder). */
const PICK_ORDER = sql`l.expires_on asc nulls last, l.entered_at, l.id`;

/** GET /products/{id}/lots: the owner's lots of a product, in pick order; with include=all the spent ones too, after the rest. */
export async function listLots(db: Db, caller: Caller, productId: string, query: LotsQuery): Promise<Page<Lot>> {
  await productPolicy.authorize(db, caller, productId, 'own');
  const where = query.include === 'all' ? sql`l.product_id = ${productId}::uuid` : sql`l.product_id = ${productId}::uuid and l.remaining > 0`;
  const order = query.include === 'all' ? sql`l.remaining > 0 desc, ${PICK_ORDER}` : PICK_ORDER;
  // Counted as every list no counter keeps is: no further than the paged-list mechanism's bound.
  const [items, totalItems] = await Promise.all([
    readLots(db, caller.id, where, order, query),
    boundedTotal(
      db,
      db
        .select({ id: sql`l.id` })
        .from(sql`lots l`)
        .where(where)
        .$dynamic(),
    ),
  ]);
  return { items, totalItems, nextCursor: null, prevCursor: null };
}

/** GET /lots/expiring: the caller's lots with something left, past their expiry or within their product's warning days, soonest first. */
export function expiringLots(db: Db, caller: Caller): Promise<Lot[]> {
  return readLots(
    db,
    caller.id,
    sql`l.user_id = ${caller.id}::uuid and l.remaining > 0 and p.deleted_at is null
      and l.expires_on <= (now() at time zone ${REGION_TIME_ZONE})::date + p.expiry_warning_days`,
    PICK_ORDER,
    { skip: 0, limit: 100 },
  );
}

/** The lot `id`, as the caller sees it, or undefined. */
async function lotById(db: Db, caller: Caller, id: string): Promise<Lot | undefined> {
  if (!isUuid(id)) return undefined;
  const [lot] = await readLots(db, caller.id, sql`l.id = ${id}::uuid`);
  return lot;
}

/**
 * GET /lots/{id}: the owner's lot; another user's when one of the caller's lots came from it or
 * went into it (its trace reaches the caller), seen as a recall may; 404 otherwise.
 */
export async function getLot(db: Db, caller: Caller, id: string): Promise<Lot> {
  const lot = await lotById(db, caller, id);
  if (!lot || (!lot.mine && !(await isLinked(db, id, caller.id)))) throw new AppError('NOT_FOUND');
  return lot;
}

/** GET /lots/{id}/trace: one of the caller's lots, backward or forward, as the database wrote it; 404 for any other. */
export async function getTrace(db: Db, caller: Caller, id: string, direction: TraceDirection): Promise<JsonText<LotTrace>> {
  const text = isUuid(id) ? await traceText(db, id, direction, caller.id) : undefined;
  if (!text) throw new AppError('NOT_FOUND');
  return new JsonText<LotTrace>(text);
}

/** GET /lots/{id}/recall: everyone who received goods made or sold from one of the caller's lots. */
export async function getRecall(db: Db, caller: Caller, id: string): Promise<RecallLine[]> {
  return recallLines((await getTrace(db, caller, id, 'forward')).parse());
}
