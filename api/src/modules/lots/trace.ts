import { sql, type SQL } from 'drizzle-orm';
import {
  LIMITS,
  type LotOwner,
  type LotTrace,
  type PartyRef,
  type RequestKind,
  type TraceDirection,
  type TraceEdge,
  type TraceNode,
} from '@agrocadena/contracts';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { lotJson, ownerJson, partyJson, regionDayOf, rowsOf } from './rows';

/**
 * A lot's trace (docs/domain.md#lots): the lots it came from (backward) or went into (forward),
 * across users, through the genealogy the stock module records; forward also reaches the customers
 * who received goods into no lot of theirs (a consumer, someone off the platform, goods still on
 * their way). One statement walks the genealogy and builds every node and edge as the contract's
 * JSON, whatever the trace's length: the database does the work next to the data, in one round trip.
 */

/** Hops a trace follows at most: far beyond any real chain, a guard against a loop. */
const MAX_DEPTH = 64;

/** The transport that carried request `rq`: a delivery's own, or a transport linked to a purchase or a service. */
const CARRIED_BY = sql`coalesce(
    (select json_build_object('_id', t.id, 'carrier', ${partyJson('cu')}) from requests t join users cu on cu.id = t.user_id
      where rq.kind = 'DELIVERY' and t.id = rq.linked_request_id),
    (select json_build_object('_id', t.id, 'carrier', ${partyJson('cu')}) from requests t join users cu on cu.id = t.user_id
      where t.kind = 'TRANSPORT' and t.linked_request_id = rq.id and t.state in ('IN_PROGRESS', 'COMPLETED') limit 1))`;

/** The genealogy edges between the kept lots, each with the run or the request (and its transport) that made the lot. */
const EDGES = sql`select coalesce(json_agg(json_build_object('from', s.source_lot_id, 'to', s.lot_id, 'amount', s.amount::float8,
    'unitMeasure', sp.unit_measure, 'day', ${regionDayOf('l.entered_at')},
    'run', case when l.origin = 'production' then (select json_build_object('_id', e.id, 'activity', a.name)
      from executed_activities e join activities a on a.id = e.activity_id where e.id = l.reference::uuid) end,
    'request', case when l.origin in ('reception', 'storageReturn') then (select json_build_object('_id', rq.id, 'kind', rq.kind)
      from requests rq where rq.id = l.reference::uuid) end,
    'transport', case when l.origin = 'reception' then (select ${CARRIED_BY} from requests rq where rq.id = l.reference::uuid) end)), '[]')
  from lot_sources s join kept a on a.lot_id = s.lot_id join kept b on b.lot_id = s.source_lot_id
    join lots l on l.id = s.lot_id join lots src on src.id = s.source_lot_id join products sp on sp.id = src.product_id`;

/**
 * Goods that left kept lots for a customer and entered no lot sourced from them: bought by someone
 * who keeps no stock, sent to someone off the platform, or not received yet.
 */
const EXITS = sql`select coalesce(json_agg(json_build_object('from', lm.lot_id, 'depth', k.depth, 'request', rq.id, 'kind', rq.kind,
    'amount', (-lm.delta)::float8, 'unitMeasure', p.unit_measure, 'day', ${regionDayOf('m.created_at')},
    'customer', (select ${ownerJson('c', 'ctw')} from users c left join towns ctw on ctw.id = c.town_id
      where c.id = case when rq.kind = 'TRANSPORT' then (select d.user_id from requests d where d.kind = 'DELIVERY' and d.linked_request_id = rq.id)
        else rq.requester_id end),
    'recipient', case when rq.kind = 'TRANSPORT' then rq.recipient end,
    'transport', case when rq.kind = 'TRANSPORT' then json_build_object('_id', rq.id, 'carrier', (select ${partyJson('cu')} from users cu where cu.id = rq.user_id))
      else ${CARRIED_BY} end)), '[]')
  from kept k join lot_movements lm on lm.lot_id = k.lot_id join stock_movements m on m.id = lm.movement_id
    join requests rq on rq.id = m.reference::uuid join products p on p.id = m.product_id
  where m.reason = 'delivery' and not exists (
    select 1 from lot_sources s join lots r on r.id = s.lot_id
    where s.source_lot_id = lm.lot_id and (r.reference = rq.id::text
      or r.reference in (select d.id::text from requests d where d.kind = 'DELIVERY' and d.linked_request_id = rq.id)))`;

/** The lots reachable from `root` one way (`root` only when it is `viewer`'s), each at its fewest hops. */
function walk(root: SQL, direction: TraceDirection, viewer: SQL): SQL {
  const [from, to] = direction === 'backward' ? [sql`s.lot_id`, sql`s.source_lot_id`] : [sql`s.source_lot_id`, sql`s.lot_id`];
  return sql`walk(lot_id, depth) as (
      select id, 0 from lots where id = ${root}::uuid and user_id = ${viewer}::uuid
      union
      select ${to}, w.depth + 1 from walk w join lot_sources s on ${from} = w.lot_id where w.depth < ${MAX_DEPTH}
    ),
    reached as (select lot_id, min(depth) as depth from walk group by lot_id),
    kept as (select lot_id, depth from reached order by depth, lot_id limit ${LIMITS.traceNodes})`;
}

interface Exit {
  from: string;
  depth: number;
  request: string;
  kind: RequestKind;
  amount: number;
  unitMeasure: string;
  day: string;
  customer: LotOwner | null;
  recipient: { name?: string; phone?: string } | null;
  transport: { _id: string; carrier: PartyRef } | null;
}

/** Someone off the platform, as the transport named them. */
const recipientOwner = (recipient: Exit['recipient'], request: string): LotOwner => ({
  _id: `recipient:${request}`,
  firstName: recipient?.name ?? null,
  lastName: null,
  enterpriseName: null,
  email: null,
  phone: recipient?.phone ?? null,
  town: null,
});

/** A customer who received goods into no lot: a node of their own, reached by the delivery's edge. */
function exitParts(exit: Exit): { node: TraceNode; edge: TraceEdge } {
  const id = `customer:${exit.request}`;
  return {
    node: { _id: id, kind: 'customer', lot: null, customer: exit.customer ?? recipientOwner(exit.recipient, exit.request), depth: exit.depth + 1 },
    edge: {
      from: exit.from,
      to: id,
      amount: exit.amount,
      unitMeasure: exit.unitMeasure,
      day: exit.day,
      run: null,
      request: { _id: exit.request, kind: exit.kind },
      transport: exit.transport,
    },
  };
}

/**
 * The whole trace one way as one statement, prepared once per database and direction: PostgreSQL
 * plans it once, as it would a stored procedure, whatever lot is traced.
 */
function traceStatement(db: Db, direction: TraceDirection) {
  const [root, viewer] = [sql`${sql.placeholder('root')}`, sql`${sql.placeholder('viewer')}`];
  return db
    .select({
      reached: sql<number>`trace.reached`,
      nodes: sql<TraceNode[]>`trace.nodes`,
      edges: sql<TraceEdge[]>`trace.edges`,
      exits: sql<Exit[] | null>`trace.exits`,
    })
    .from(
      sql`(with recursive ${walk(root, direction, viewer)}
      select (select count(*) from (select 1 from reached limit ${LIMITS.traceNodes + 1}) as seen)::int as reached,
        (select coalesce(json_agg(json_build_object('_id', l.id, 'kind', 'lot', 'lot', ${lotJson(viewer)}, 'customer', null, 'depth', k.depth)
          order by k.depth, l.id), '[]') from kept k join lots l on l.id = k.lot_id join products p on p.id = l.product_id
          join users u on u.id = l.user_id left join towns tw on tw.id = u.town_id) as nodes,
        (${EDGES}) as edges,
        ${direction === 'forward' ? sql`(${EXITS})` : sql`null::json`} as exits) as trace`,
    )
    .prepare(`lot_trace_${direction}`);
}

/** The trace of `root`, a lot of `viewer`'s, one way; undefined when it is not one of theirs. */
export async function traceLot(db: Db, root: string, direction: TraceDirection, viewer: string): Promise<LotTrace | undefined> {
  const [row] = await perDatabase(db, `lot_trace_${direction}`, () => traceStatement(db, direction)).execute({ root, viewer });
  if (!row || row.reached === 0) return undefined;
  const nodes = [...row.nodes];
  const edges = [...row.edges];
  for (const exit of row.exits ?? []) {
    const { node, edge } = exitParts(exit);
    if (!nodes.some((known) => known._id === node._id)) nodes.push(node);
    edges.push(edge);
  }
  return { root, direction, nodes, edges, truncated: row.reached > LIMITS.traceNodes };
}

/** Whether a lot of `viewer`'s lies on lot `id`'s trace, either way: what lets them read another user's lot. */
export async function isLinked(db: Db, id: string, viewer: string): Promise<boolean> {
  const [row] = await rowsOf<{ linked: boolean }>(
    db,
    sql`with recursive up(lot_id, depth) as (
        select ${id}::uuid, 0
        union
        select s.source_lot_id, up.depth + 1 from up join lot_sources s on s.lot_id = up.lot_id where up.depth < ${MAX_DEPTH}
      ),
      down(lot_id, depth) as (
        select ${id}::uuid, 0
        union
        select s.lot_id, down.depth + 1 from down join lot_sources s on s.source_lot_id = down.lot_id where down.depth < ${MAX_DEPTH}
      )
      select exists (select 1 from (select lot_id from up union select lot_id from down) x join lots l on l.id = x.lot_id
        where l.user_id = ${viewer}::uuid) as linked`,
  );
  return row.linked;
}
