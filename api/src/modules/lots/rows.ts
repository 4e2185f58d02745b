import { sql, type SQL } from 'drizzle-orm';
import { REGION_TIME_ZONE, type Lot } from '@agrocadena/contracts';
import type { Db } from '../../db/client';
import { otherPartyJson } from '../requests/party-sql';

/**
 * A lot as the contract's `Lot`, built by the database in the statement that finds it: all of it
 * for its owner; for anyone else only what a recall needs — code, product, days, the owner and how
 * to reach them — with its amounts, cost and origin null (docs/domain.md#lots). One builder for the
 * lists, a lot and every node of a trace, so a lot reads the same wherever it shows.
 *
 * It reads the aliases of `LOT_FROM`: `l` the lot, `p` its product, `u` its owner, `tw` their town.
 */
export const LOT_FROM = sql.raw(`lots l join products p on p.id = l.product_id join users u on u.id = l.user_id
  left join towns tw on tw.id = u.town_id`);

/** A day of the region ('YYYY-MM-DD') of timestamp `column`. */
export const regionDayOf = (column: string) => sql.raw(`to_char(${column} at time zone '${REGION_TIME_ZONE}', 'YYYY-MM-DD')`);

/** A user of alias `alias` (and its town, `townAlias`) as a LotOwner: the party and its contact. */
export const ownerJson = (alias: string, townAlias: string) =>
  sql.raw(`json_build_object('_id', ${alias}.id, 'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name,
    'enterpriseName', ${alias}.enterprise_name, 'email', ${alias}.email, 'phone', ${alias}.phone_numbers[1], 'town', ${townAlias}.name)`);

/** The lot of `LOT_FROM` as `viewer` may see it. */
export function lotJson(viewer: string | SQL): SQL {
  const mine = sql`l.user_id = ${viewer}::uuid`;
  const own = (value: SQL) => sql`case when ${mine} then ${value} end`;
  return sql`json_build_object('_id', l.id, 'code', l.code,
    'product', json_build_object('_id', p.id, 'name', p.name, 'unitMeasure', p.unit_measure),
    'owner', ${ownerJson('u', 'tw')}, 'mine', ${mine},
    'enteredOn', ${regionDayOf('l.entered_at')}, 'expiresOn', l.expires_on::text, 'expiryWarningDays', p.expiry_warning_days,
    'origin', ${own(sql`l.origin`)}, 'amount', ${own(sql`l.amount::float8`)}, 'left', ${own(sql`l.remaining::float8`)},
    'reserved', ${own(sql`coalesce((select sum(h.amount) from lot_holds h where h.lot_id = l.id), 0)::float8`)},
    'unitCost', ${own(sql`l.unit_cost::float8`)},
    'run', ${own(sql`case when l.origin = 'production' then (select json_build_object('_id', e.id, 'activity', a.name)
      from executed_activities e join activities a on a.id = e.activity_id where e.id = l.reference::uuid) end`)},
    'request', ${own(sql`case when l.origin in ('reception', 'storageReturn') then (select json_build_object('_id', rq.id, 'kind', rq.kind,
      'party', ${otherPartyJson(sql`rq.id`, sql`l.user_id`)})
      from requests rq where rq.id = l.reference::uuid) end`)})`;
}

type Rows<T> = { rows: T[] } | T[];

/** The rows of a raw statement, whichever driver ran it. */
export async function rowsOf<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as Rows<T>;
  return Array.isArray(result) ? result : result.rows;
}

/** Lots of `LOT_FROM` matching `where`, in `order`, as `viewer` sees them. */
export async function readLots(db: Db, viewer: string, where: SQL, order: SQL = sql`l.id`, page?: { skip: number; limit: number }): Promise<Lot[]> {
  const window = page ? sql` offset ${page.skip} limit ${page.limit}` : sql``;
  const rows = await rowsOf<{ lot: Lot }>(db, sql`select ${lotJson(viewer)} as lot from ${LOT_FROM} where ${where} order by ${order}${window}`);
  return rows.map((row) => row.lot);
}
