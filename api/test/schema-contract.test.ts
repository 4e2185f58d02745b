import {
  AWAITING_STATES,
  EXECUTION_ACTIONS,
  EXECUTION_STATES,
  LANGUAGES,
  ONE_TIME_TOKEN_KINDS,
  PERSON_TYPES,
  PRODUCT_TYPES,
  PRODUCTION_ORDER_STATES,
  REQUEST_KINDS,
  REQUEST_LIST_GROUPS,
  REQUEST_LIST_STATES,
  REQUEST_PARTIES,
  REQUEST_SIDES,
  REQUEST_STATES,
  SERVICE_TYPES,
  SOCIAL_ID_TYPES,
  STOCK_REASONS,
  UNIT_MEASURES,
  USER_TYPES,
  partyOfSide,
} from '@agrocadena/contracts';
import { sql } from 'drizzle-orm';
import { ACTIVITY_SIDES } from '../src/modules/activities/tables';
import { ORDER_LISTS, RUN_LISTS } from '../src/modules/executions/overview-rules';
import { REQUEST_LISTS, UNSEEN_LISTS } from '../src/modules/requests/rules';
import { useTestApp } from './support/test-app';

const t = useTestApp();

async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = await t.database.db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** The values a CHECK (column in ('A', 'B', …)) constraint of the migrated database admits. */
async function admitted(constraint: string): Promise<string[]> {
  const rows = await rowsOf<{ def: string }>(sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${constraint}`);
  expect(rows).toHaveLength(1);
  return [...rows[0].def.matchAll(/'([^']*)'/g)].map((m) => m[1]);
}

// The schema builds each CHECK from the contract's array (isOneOf); the migrations that created them
// are history, written out in SQL. These keep the two from drifting: a new value needs its migration.
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
  ['requests_kind', REQUEST_KINDS],
  ['requests_unseen_by', REQUEST_PARTIES],
  ['services_type', SERVICE_TYPES],
  ['activity_products_side', ACTIVITY_SIDES],
  ['executed_activities_status', EXECUTION_STATES],
  ['execution_milestones_status', EXECUTION_STATES],
  ['execution_milestones_action', ['create', ...EXECUTION_ACTIONS]],
  ['production_orders_status', PRODUCTION_ORDER_STATES],
])('the database check %s admits exactly the contract values (a new value needs its migration)', async (constraint, values) => {
  expect((await admitted(constraint)).sort()).toEqual([...values].sort());
});

interface CountedList {
  table: string;
  owner: string;
  /** The condition that makes a row count, as its migration wrote it. */
  condition: string;
}

/**
 * The lists whose totals the database keeps, as their migrations set them up: the trigger that
 * counts inserted rows passes the list's name, its owner column and its condition.
 */
async function countedLists(): Promise<Map<string, CountedList>> {
  const rows = await rowsOf<{ relation: string; def: string }>(
    sql`select tgrelid::regclass::text as relation, pg_get_triggerdef(oid) as def from pg_trigger where tgname like '%count_insert'`,
  );
  const lists = new Map<string, CountedList>();
  for (const { relation, def } of rows) {
    const args = /list_count_rows\('((?:[^']|'')*)', '((?:[^']|'')*)', '((?:[^']|'')*)'\)/.exec(def);
    if (!args) throw new Error(`an unexpected list trigger: ${def}`);
    const [, list, owner, condition] = args.map((arg) => arg.replace(/''/g, "'"));
    lists.set(list, { table: relation.replace(/"/g, ''), owner, condition });
  }
  return lists;
}

/** The states a counted list's condition names (`state in ('A', 'B')`, `status in (…)`). */
const statesOf = (condition: string): string[] => {
  const list = /\b(?:state|status) in \(([^)]*)\)/.exec(condition);
  return list ? [...list[1].matchAll(/'([^']*)'/g)].map((m) => m[1]).sort() : [];
};

describe('the totals the database keeps count the lists the contract defines', () => {
  let lists: Map<string, CountedList>;
  beforeAll(async () => {
    lists = await countedLists();
  });

  test.each(REQUEST_SIDES.flatMap((side) => REQUEST_LIST_GROUPS.map((group) => [side, group] as const)))(
    'the %s %s requests: the states of the contract’s list, of the side’s party',
    (side, group) => {
      const counted = lists.get(REQUEST_LISTS[side][group].list);
      expect(counted).toMatchObject({ table: 'requests', owner: partyOfSide(side) === 'requester' ? 'requester_id' : 'user_id' });
      expect(statesOf(counted!.condition)).toEqual([...REQUEST_LIST_STATES[group]].sort());
    },
  );

  test.each(REQUEST_SIDES)('the %s requests unseen: the ones awaiting a move of its party (AWAITING_STATES)', (side) => {
    const counted = lists.get(UNSEEN_LISTS[side]);
    expect(counted).toMatchObject({ table: 'requests', owner: partyOfSide(side) === 'requester' ? 'requester_id' : 'user_id' });
    expect(counted!.condition).toContain(`unseen_by = '${partyOfSide(side)}'`);
    expect(statesOf(counted!.condition)).toEqual([...AWAITING_STATES].sort());
  });

  test('no other list counts requests', () => {
    const known = [
      ...REQUEST_SIDES.flatMap((side) => REQUEST_LIST_GROUPS.map((group) => REQUEST_LISTS[side][group].list)),
      ...Object.values(UNSEEN_LISTS),
    ];
    const onRequests = [...lists].filter(([, counted]) => counted.table === 'requests').map(([list]) => list);
    expect(onRequests.sort()).toEqual(known.sort());
  });

  test.each([
    ...Object.values(RUN_LISTS).map((l) => ['executed_activities', l.list, l.states] as const),
    ...Object.values(ORDER_LISTS).map((l) => ['production_orders', l.list, l.states] as const),
  ])('%s %s: the states its list gathers', (table, list, states) => {
    expect(lists.get(list)).toMatchObject({ table, owner: 'user_id' });
    expect(statesOf(lists.get(list)!.condition)).toEqual([...states].sort());
  });
});
