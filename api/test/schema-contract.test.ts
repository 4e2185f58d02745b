import {
  LANGUAGES,
  ONE_TIME_TOKEN_KINDS,
  PERSON_TYPES,
  PRODUCT_TYPES,
  REQUEST_STATES,
  SOCIAL_ID_TYPES,
  STOCK_REASONS,
  UNIT_MEASURES,
  USER_TYPES,
} from '@agrocadena/contracts';
import { sql } from 'drizzle-orm';
import { useTestApp } from './support/test-app';

const t = useTestApp();

/** The values a CHECK (column in ('A', 'B', …)) constraint of the migrated database admits. */
async function admitted(constraint: string): Promise<string[]> {
  const result = await t.database.db.execute(sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${constraint}`);
  const rows = (result as unknown as { rows: { def: string }[] }).rows;
  expect(rows).toHaveLength(1);
  return [...rows[0].def.matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

test.each([
  ['users_user_type', USER_TYPES],
  ['users_person_type', PERSON_TYPES],
  ['users_social_id_type', SOCIAL_ID_TYPES],
  ['users_language', LANGUAGES],
  ['one_time_tokens_kind', ONE_TIME_TOKEN_KINDS],
  ['products_type', PRODUCT_TYPES],
  ['products_unit', UNIT_MEASURES],
  ['stock_movements_reason', STOCK_REASONS],
  ['requests_state', REQUEST_STATES],
])('the database check %s admits exactly the contract values (a new value needs its migration)', async (constraint, values) => {
  expect((await admitted(constraint)).sort()).toEqual([...values].sort());
});
