import { sql, type SQL } from 'drizzle-orm';
import { LIMITS, type TraceDirection } from '@agrocadena/contracts';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { partyJson } from '../requests/party-sql';
import { lotJson, ownerJson, regionDayOf, rowsOf } from './rows';

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
const EDGES = sql`select json_build_object('from', s.source_lot_id, 'to', s.lot_id, 'amount', s.amount::float8,
    'unitMeasure', sp.unit_measure, 'day', ${regionDayOf('l.entered_at')},
    'run', case when l.origin = 'production' then (select json_build_object('_id', e.id, 'activity', a.name)
      from executed_activities e join activities a on a.id = e.activity_id where e.id = l.reference::uuid) end,
    'request', case when l.origin in ('reception', 'storageReturn') then (select json_build_object('_id', rq.id, 'kind', rq.kind)
      from requests rq where rq.id = l.reference::uuid) end,
    'transport', case when l.origin = 'reception' then (select ${CARRIED_BY} from requests rq where rq.id = l.reference::uuid) end) as edge
  from lot_sources s join kept a on a.lot_id = s.lot_id join kept b on b.lot_id = s.source_lot_id
    join lots l on l.id = s.lot_id join lots src on src.id = s.source_lot_id join products sp on sp.id = src.product_id`;

/**
 * Goods that left kept lots for a customer and entered no lot sourced from them: bought by someone
 * who keeps no stock, sent to someone off the platform, or not received yet. Each is an edge to a
 * node of the customer's own, one per request however many lots the goods left.
 */
const EXITS = sql`exits as (select lm.lot_id, k.depth, rq.id as request, rq.kind, (-lm.delta)::float8 as amount, p.unit_measure,
    ${regionDayOf('m.created_at')} as day,
    (select ${ownerJson('c', 'ctw')} from users c left join towns ctw on ctw.id = c.town_id
      where c.id = case when rq.kind = 'TRANSPORT' then (select d.user_id from requests d where d.kind = 'DELIVERY' and d.linked_request_id = rq.id)
        else rq.requester_id end) as customer,
    case when rq.kind = 'TRANSPORT' then json_build_object('_id', rq.id, 'carrier', (select ${partyJson('cu')} from users cu where cu.id = rq.user_id))
      else ${CARRIED_BY} end as transport
  from kept k join lot_movements lm on lm.lot_id = k.lot_id join stock_movements m on m.id = lm.movement_id
    join requests rq on rq.id = m.reference::uuid join products p on p.id = m.product_id
  where m.reason = 'delivery' and not exists (
    select 1 from lot_sources s join lots r on r.id = s.lot_id
    where s.source_lot_id = lm.lot_id and (r.reference = rq.id::text
      or r.reference in (select d.id::text from requests d where d.kind = 'DELIVERY' and d.linked_request_id = rq.id))))`;

/** Someone off the platform, whom a transport delivered to without naming anyone registered. */
const OFF_PLATFORM = sql.raw(`json_build_object('_id', 'recipient:' || e.request, 'firstName', null, 'lastName', null,
  'enterpriseName', null, 'email', null, 'phone', null, 'town', null)`);

const CUSTOMER_NODES = sql`select distinct on (e.request) e.depth + 1 as depth, 'customer:' || e.request as id,
    json_build_object('_id', 'customer:' || e.request, 'kind', 'customer', 'lot', null,
      'customer', coalesce(e.customer, ${OFF_PLATFORM}), 'depth', e.depth + 1) as node
  from exits e order by e.request, e.depth`;

const EXIT_EDGES = sql`select json_build_object('from', e.lot_id, 'to', 'customer:' || e.request, 'amount', e.amount,
    'unitMeasure', e.unit_measure, 'day', e.day, 'run', null, 'request', json_build_object('_id', e.request, 'kind', e.kind),
    'transport', e.transport) as edge
  from exits e`;

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

/**
 * The whole trace one way as one statement, prepared once per database and direction: PostgreSQL
 * plans it once, as it would a stored procedure, whatever lot is traced; and it writes the answer,
 * the contract's `LotTrace` as JSON text, which the API sends as it is (JsonText).
 */
function traceStatement(db: Db, direction: TraceDirection) {
  const [root, viewer] = [sql`${sql.placeholder('root')}`, sql`${sql.placeholder('viewer')}`];
  const forward = direction === 'forward';
  const lotNodes = sql`select k.depth, l.id::text as id,
      json_build_object('_id', l.id, 'kind', 'lot', 'lot', ${lotJson(viewer)}, 'customer', null, 'depth', k.depth) as node
    from kept k join lots l on l.id = k.lot_id join products p on p.id = l.product_id
      join users u on u.id = l.user_id left join towns tw on tw.id = u.town_id`;
  return db
    .select({ reached: sql<number>`trace.reached`, body: sql<string>`trace.body` })
    .from(
      sql`(with recursive ${walk(root, direction, viewer)}${forward ? sql`, ${EXITS}` : sql``},
        seen as (select count(*)::int as reached from (select 1 from reached limit ${LIMITS.traceNodes + 1}) as r)
      select seen.reached, json_build_object('root', ${root}::uuid, 'direction', ${direction}::text,
        'nodes', (select coalesce(json_agg(n.node order by n.depth, n.id), '[]') from (${lotNodes}${forward ? sql` union all (${CUSTOMER_NODES})` : sql``}) as n),
        'edges', (select coalesce(json_agg(x.edge), '[]') from (${EDGES}${forward ? sql` union all ${EXIT_EDGES}` : sql``}) as x),
        'truncated', seen.reached > ${LIMITS.traceNodes})::text as body from seen) as trace`,
    )
    .prepare(`lot_trace_${direction}`);
}

/** The trace of `root`, a lot of `viewer`'s, one way, as the contract's JSON text; undefined when it is not one of theirs. */
export async function traceText(db: Db, root: string, direction: TraceDirection, viewer: string): Promise<string | undefined> {
  const [row] = await perDatabase(db, `lot_trace_${direction}`, () => traceStatement(db, direction)).execute({ root, viewer });
  return row && row.reached > 0 ? row.body : undefined;
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
