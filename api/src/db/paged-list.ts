import { and, asc, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { MAX_SEARCH_TOTAL, type PageQuery } from '@agrocadena/contracts';
import { validationError } from '../errors';
import type { Page } from '../http/routes';
import type { Db } from './client';
import { listCounts } from './schema/list-counts';
import { users } from '../modules/accounts/tables';
import { decodeCursor, encodeCursor, pagePlan, type PagePlan } from './page-plan';
import { perDatabase } from './per-database';

/** What every page select gets among its fields: the list's total and each row's cursor. */
export interface PageFields {
  total: SQL.Aliased<number | null>;
  cursor: SQL.Aliased<string>;
}

/**
 * A paged list of the API: whose rows it holds, which of them it shows, in which order, and what a
 * page's select reads. Its total is kept in list_counts under `name` by the triggers its migration
 * set up (`track_list_count(name, table, owner column, visible)`: the same owner and condition).
 */
export interface PagedList<Q extends PgSelect> {
  name: string;
  owner: AnyPgColumn;
  visible?: SQL;
  /** The order, most significant column first, ending with the table's primary key. */
  key: readonly [AnyPgColumn, ...AnyPgColumn[]];
  direction: 'asc' | 'desc';
  /** A page's rows: a `$dynamic()` select over the list's table (and what it joins) with `fields` among its fields. */
  select(db: Db, fields: PageFields): Q;
}

/** A list's definition, with its row type inferred from its select. */
export const pagedList = <Q extends PgSelect>(list: PagedList<Q>): PagedList<Q> => list;

export type RowOf<Q extends PgSelect> = Q['_']['result'][number];

type Variant = PagePlan['variant'];

/**
 * The page statement of one variant, prepared once per database: the page's keys from the index
 * (with `skip` an index walk, with a cursor a seek) joined to the rows, the total read from
 * list_counts in the same statement — one round trip, no count.
 */
function pageStatement<Q extends PgSelect>(db: Db, list: PagedList<Q>, variant: Variant) {
  const pk = list.key[list.key.length - 1];
  const forward = variant === 'start' || variant === 'after';
  const reading = forward === (list.direction === 'asc') ? 'asc' : 'desc';
  const order = list.key.map((column) => (reading === 'asc' ? asc(column) : desc(column)));
  const owner = sql.placeholder('owner');
  const columns = sql.join([...list.key], sql`, `);
  const keyset =
    variant === 'after' || variant === 'before'
      ? sql`(${columns}) ${sql.raw(reading === 'asc' ? '>' : '<')} (${sql.join(
          list.key.map((column, i) => sql`${sql.placeholder(`k${i}`)}::${sql.raw(column.getSQLType())}`),
          sql`, `,
        )})`
      : undefined;
  const keys = db
    .select({ id: pk })
    .from(pk.table)
    .where(and(eq(list.owner, owner), list.visible, keyset))
    .orderBy(...order)
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .as('page_keys');
  const fields: PageFields = {
    total: listTotal(list, owner).as('page_total'),
    cursor: sql<string>`json_build_array(${columns})::text`.as('page_cursor'),
  };
  return list
    .select(db, fields)
    .innerJoin(keys, eq(keys.id, pk))
    .orderBy(...order)
    .prepare(`page_${list.name}_${variant}`);
}

/**
 * An owner's total of a paged list as a column of any statement: the key lookup in list_counts
 * (0 before the owner's first row), never a count over the rows.
 */
export function listTotal(list: Pick<PagedList<PgSelect>, 'name'>, owner: Placeholder | string) {
  return sql<number>`coalesce((select ${listCounts.n} from ${listCounts} where ${listCounts.list} = ${list.name} and ${listCounts.ownerId} = ${owner}), 0)`.mapWith(
    Number,
  );
}

/** Several of an owner's list totals (a user's), each a key lookup, all in one statement: no row is counted. */
export async function readListTotals<K extends string>(db: Db, userId: string, lists: Record<K, { name: string }>): Promise<Record<K, number>> {
  const columns = Object.fromEntries(Object.entries<{ name: string }>(lists).map(([key, list]) => [key, listTotal(list, userId)]));
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return row as Record<K, number>;
}

function totalStatement(db: Db) {
  return db
    .select({ n: listCounts.n })
    .from(listCounts)
    .where(and(eq(listCounts.list, sql.placeholder('list')), eq(listCounts.ownerId, sql.placeholder('owner'))))
    .prepare('list_total');
}

async function readTotal(db: Db, name: string, owner: string): Promise<number> {
  const [row] = await perDatabase(db, 'list_total', () => totalStatement(db)).execute({ list: name, owner });
  return row ? Number(row.n) : 0;
}

/**
 * One page of `owner`'s list, by `skip` (read from whichever end of the list is nearer, so the last
 * page costs what the first does) or right after / before a cursor, each row made an item by
 * `toItem`; `totalItems` from the list's counter. The mechanism every paged route of the API uses.
 * (`page`: the contract's PageQuery, or a list's own query of the same shape with other limits.)
 */
export async function readPage<Q extends PgSelect, Item>(
  db: Db,
  list: PagedList<Q>,
  owner: string,
  page: PageQuery,
  toItem: (row: RowOf<Q>) => Item,
): Promise<Page<Item>> {
  if (page.after && page.before) throw validationError('before', 'oneCursor');
  const cursor = page.after ?? page.before;
  const key = cursor ? decodeCursor(cursor, list.key.length, page.after ? 'after' : 'before') : undefined;
  // Without a cursor, a page past the first needs the total first to know which end is nearer.
  const knownTotal = !cursor && page.skip > 0 ? await readTotal(db, list.name, owner) : undefined;
  const plan = pagePlan({ skip: page.skip, limit: page.limit, after: !!page.after, before: !!page.before, total: knownTotal });
  if (plan.limit === 0) return { items: [], totalItems: knownTotal ?? 0, nextCursor: null, prevCursor: null };

  const statement = perDatabase(db, `page_${list.name}_${plan.variant}`, () => pageStatement(db, list, plan.variant));
  const params: Record<string, unknown> = { owner, offset: plan.offset, limit: plan.limit };
  key?.forEach((value, i) => (params[`k${i}`] = value));
  const read = (await statement.execute(params)) as (RowOf<Q> & { total: number | null; cursor: string })[];

  const totalItems = knownTotal ?? (read.length > 0 ? (read[0].total ?? 0) : await readTotal(db, list.name, owner));
  const { rows, before, after } = plan.settle(read, totalItems);
  return {
    items: rows.map(toItem),
    totalItems,
    prevCursor: before && rows.length > 0 ? encodeCursor(rows[0].cursor) : null,
    nextCursor: after && rows.length > 0 ? encodeCursor(rows[rows.length - 1].cursor) : null,
  };
}

/**
 * The total of a list no counter keeps (a search over everyone's offers, which has no owner): the
 * rows `select` finds, counted no further than `upTo`, so a million matches cost what ten thousand
 * do. Every other list reads its total from list_counts (readPage); this is the API's only count.
 */
export async function boundedTotal(db: Db, select: PgSelect, upTo = MAX_SEARCH_TOTAL): Promise<number> {
  if (upTo <= 0) return 0;
  const matches = select.limit(upTo).as('matches');
  const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  return row?.n ?? 0;
}
