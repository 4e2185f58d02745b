import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '../util/ids';
import type { Db } from './client';

/** A table whose rows a delete hides (`deleted_at`) so that what refers to them stays readable. */
export type HidingTable = PgTable & { id: AnyPgColumn; updatedAt: AnyPgColumn; deletedAt: AnyPgColumn };

/** The row of that id (and `condition`), locked when `lock`; an id that is no UUID names none. */
export async function rowById<Row>(
  db: Db,
  table: PgTable & { id: AnyPgColumn },
  id: string,
  lock: boolean,
  condition?: SQL,
): Promise<Row | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db
    .select()
    .from(table as PgTable)
    .where(condition ? and(eq(table.id, id), condition) : eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row as Row | undefined;
}

/** The visible row of that id, locked when `lock`; a hidden row, or an id that is no UUID, names none. */
export const visibleRow = <Row>(db: Db, table: HidingTable, id: string, lock: boolean): Promise<Row | undefined> =>
  rowById<Row>(db, table, id, lock, isNull(table.deletedAt));

/** The delete of a hiding table. */
export async function hideRow(db: Db, table: HidingTable, id: string, now = new Date()): Promise<void> {
  await db
    .update(table)
    .set({ deletedAt: now, updatedAt: now } as never)
    .where(eq(table.id, id));
}

/**
 * The place in `ids` of the first that is not a visible row of `ownerId` (-1 when all are): what a
 * body that names the owner's products or activities is checked with, so the error can name it.
 */
export async function firstNotOwnVisible(db: Db, table: HidingTable & { userId: AnyPgColumn }, ownerId: string, ids: string[]): Promise<number> {
  const valid = [...new Set(ids.filter(isUuid))];
  const own = valid.length
    ? await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(inArray(table.id, valid), eq(table.userId, ownerId), isNull(table.deletedAt)))
    : [];
  const ownIds = new Set(own.map((row) => row.id as string));
  return ids.findIndex((id) => !ownIds.has(id));
}
