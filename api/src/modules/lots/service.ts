import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Lot, LotsQuery, LotTrace, RecallLine, TraceDirection } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Page } from '../../http/routes';
import { isUuid } from '../../util/ids';
import { productPolicy } from '../products/policy';
import { products } from '../products/tables';
import { lots } from './tables';
import { selectLots, toLot } from './rows';
import { recallLines } from './recall';
import { traceLot } from './trace';

/** The order goods leave lots in: the earliest expiry first, lots without one after, then the oldest (the contract's pickOrder). */
const pickOrder = [sql`${lots.expiresOn} asc nulls last`, asc(lots.enteredAt), asc(lots.id)];

/** GET /products/{id}/lots: the owner's lots of a product, in pick order; the spent ones too with include=all (newest first after the rest). */
export async function listLots(db: Db, caller: Caller, productId: string, query: LotsQuery): Promise<Page<Lot>> {
  await productPolicy.authorize(db, caller, productId, 'own');
  const where = query.include === 'all' ? eq(lots.productId, productId) : and(eq(lots.productId, productId), gt(lots.remaining, '0'));
  const order = query.include === 'all' ? [desc(sql`${lots.remaining} > 0`), ...pickOrder] : pickOrder;
  const [reads, [{ total }]] = await Promise.all([
    selectLots(db)
      .where(where)
      .orderBy(...order)
      .offset(query.skip)
      .limit(query.limit),
    db.select({ total: count() }).from(lots).where(where),
  ]);
  return { items: reads.map((read) => toLot(read, caller.id)), totalItems: Number(total), nextCursor: null, prevCursor: null };
}

/** GET /lots/expiring: the caller's lots with something left, past their expiry or within their product's warning days, soonest first. */
export async function expiringLots(db: Db, caller: Caller): Promise<Lot[]> {
  const reads = await selectLots(db)
    .where(
      and(
        eq(lots.userId, caller.id),
        gt(lots.remaining, '0'),
        sql`${lots.expiresOn} <= (now() at time zone 'America/Bogota')::date + ${products.expiryWarningDays}`,
        sql`${products.deletedAt} is null`,
      ),
    )
    .orderBy(...pickOrder)
    .limit(100);
  return reads.map((read) => toLot(read, caller.id));
}

/** A lot of the caller's, or 404. */
async function ownLot(db: Db, caller: Caller, id: string) {
  const [read] = isUuid(id) ? await selectLots(db).where(eq(lots.id, id)) : [];
  if (!read || read.lot.userId !== caller.id) throw new AppError('NOT_FOUND');
  return read;
}

/**
 * GET /lots/{id}: the owner's lot; another user's when one of the caller's lots came from it or
 * went into it (its trace reaches the caller), seen as a recall may; 404 otherwise.
 */
export async function getLot(db: Db, caller: Caller, id: string): Promise<Lot> {
  const [read] = isUuid(id) ? await selectLots(db).where(eq(lots.id, id)) : [];
  if (!read) throw new AppError('NOT_FOUND');
  if (read.lot.userId !== caller.id && !(await reachesUser(db, id, caller.id))) throw new AppError('NOT_FOUND');
  return toLot(read, caller.id);
}

/** Whether a lot of `userId`'s lies on the trace of lot `id`, either way. */
async function reachesUser(db: Db, id: string, userId: string): Promise<boolean> {
  for (const direction of ['backward', 'forward'] as const) {
    const trace = await traceLot(db, id, direction, userId);
    if (trace.nodes.some((node) => node.lot?.mine)) return true;
  }
  return false;
}

/** GET /lots/{id}/trace: one of the caller's lots, backward or forward. */
export async function getTrace(db: Db, caller: Caller, id: string, direction: TraceDirection): Promise<LotTrace> {
  await ownLot(db, caller, id);
  return traceLot(db, id, direction, caller.id);
}

/** GET /lots/{id}/recall: everyone who received goods made or sold from one of the caller's lots. */
export async function getRecall(db: Db, caller: Caller, id: string): Promise<RecallLine[]> {
  await ownLot(db, caller, id);
  return recallLines(await traceLot(db, id, 'forward', caller.id));
}
