import { eq, sql, type SQL } from 'drizzle-orm';
import { regionDay, type Lot, type LotOwner, type PartyRef } from '@agrocadena/contracts';
import type { Db } from '../../db/client';
import { users } from '../accounts/tables';
import { towns } from '../geo/tables';
import { activities } from '../activities/tables';
import { executedActivities } from '../executions/tables';
import { products } from '../products/tables';
import { requests } from '../requests/tables';
import { lotHolds, lots, type LotRow } from './tables';

/** A user as a recall reaches them: the business, the first phone, the email and the town. */
export const lotOwnerColumns = {
  _id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  enterpriseName: users.enterpriseName,
  email: users.email,
  phone: sql<string | null>`${users.phoneNumbers}[1]`,
  town: towns.name,
};

/** The other party of request `requestId` to `userId`, as a lot's origin names them. */
const otherParty = (requestId: SQL, userId: SQL) => sql<PartyRef>`(select json_build_object('_id', u.id, 'firstName', u.first_name,
    'lastName', u.last_name, 'enterpriseName', u.enterprise_name)
  from ${requests} r join ${users} u on u.id = case when r.requester_id = ${userId} then r.user_id else r.requester_id end
  where r.id = ${requestId})`;

/** A lot with what its answer names: product, owner, the run or request that brought it in. */
export function selectLots(db: Db) {
  return db
    .select({
      lot: lots,
      product: { _id: products.id, name: products.name, unitMeasure: products.unitMeasure, expiryWarningDays: products.expiryWarningDays },
      owner: lotOwnerColumns,
      held: sql<string>`coalesce((select sum(h.amount) from ${lotHolds} h where h.lot_id = ${lots.id}), 0)::text`,
      run: sql<Lot['run']>`case when ${lots.origin} = 'production' then (select json_build_object('_id', e.id, 'activity', a.name)
        from ${executedActivities} e join ${activities} a on a.id = e.activity_id where e.id = ${lots.reference}::uuid) end`,
      request: sql<Lot['request']>`case when ${lots.origin} in ('reception', 'storageReturn') then (select json_build_object('_id', rq.id,
        'kind', rq.kind, 'party', ${otherParty(sql`rq.id`, sql`${lots.userId}`)}) from ${requests} rq where rq.id = ${lots.reference}::uuid) end`,
    })
    .from(lots)
    .innerJoin(products, eq(products.id, lots.productId))
    .innerJoin(users, eq(users.id, lots.userId))
    .leftJoin(towns, eq(towns.id, users.townId))
    .$dynamic();
}

export type LotRead = Awaited<ReturnType<ReturnType<typeof selectLots>['execute']>>[number];

/**
 * A lot as `viewerId` may see it: all of it when it is theirs; otherwise only what a recall needs
 * (code, product, days, owner and contact), its amounts, cost and origin left out.
 */
export function toLot(read: LotRead, viewerId: string): Lot {
  const { lot, product, owner } = read;
  const mine = lot.userId === viewerId;
  return {
    _id: lot.id,
    code: lot.code,
    product: { _id: product._id, name: product.name, unitMeasure: product.unitMeasure },
    owner: owner as LotOwner,
    mine,
    enteredOn: regionDay(lot.enteredAt),
    expiresOn: lot.expiresOn,
    expiryWarningDays: product.expiryWarningDays,
    origin: mine ? lot.origin : null,
    amount: mine ? Number(lot.amount) : null,
    left: mine ? Number(lot.remaining) : null,
    reserved: mine ? Number(read.held) : null,
    unitCost: mine ? Number(lot.unitCost) : null,
    run: mine ? read.run : null,
    request: mine ? read.request : null,
  };
}

export type { LotRow };
