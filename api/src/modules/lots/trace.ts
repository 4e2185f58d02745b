import { inArray, sql } from 'drizzle-orm';
import {
  LIMITS,
  regionDay,
  type LotOwner,
  type LotTrace,
  type PartyRef,
  type RequestKind,
  type TraceDirection,
  type TraceEdge,
  type TraceNode,
} from '@agrocadena/contracts';
import type { Db } from '../../db/client';
import { lots } from './tables';
import { selectLots, toLot } from './rows';

/**
 * A lot's trace (docs/domain.md#lots): the lots it came from (backward) or went into (forward),
 * across users, through the genealogy the stock module records; forward also reaches the customers
 * who received goods into no lot of theirs (a consumer, someone off the platform, goods still on
 * their way). Each query is one statement over the whole trace, whatever its length.
 */

/** Hops a trace follows at most: far beyond any real chain, a guard against a loop. */
const MAX_DEPTH = 64;

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

/** The lots reachable from `root` one way, each at its fewest hops; one more than the limit says it was cut. */
async function closure(db: Db, root: string, direction: TraceDirection): Promise<Map<string, number>> {
  const [from, to] = direction === 'backward' ? [sql`s.lot_id`, sql`s.source_lot_id`] : [sql`s.source_lot_id`, sql`s.lot_id`];
  const result = await db.execute(sql`with recursive walk(lot_id, depth) as (
      select ${root}::uuid, 0
      union
      select ${to}, w.depth + 1 from walk w join lot_sources s on ${from} = w.lot_id where w.depth < ${MAX_DEPTH}
    )
    select lot_id::text as id, min(depth)::int as depth from walk group by lot_id order by min(depth), lot_id limit ${LIMITS.traceNodes + 1}`);
  return new Map(rowsOf(result as Rows<{ id: string; depth: number }>).map((row) => [row.id, Number(row.depth)]));
}

interface EdgeRow {
  from: string;
  to: string;
  amount: string;
  unit: string;
  entered: Date | string;
  run: { _id: string; activity: string } | null;
  request: { _id: string; kind: RequestKind } | null;
  transport: { _id: string; carrier: PartyRef } | null;
}

const party = (alias: string) =>
  sql.raw(`json_build_object('_id', ${alias}.id, 'firstName', ${alias}.first_name,
  'lastName', ${alias}.last_name, 'enterpriseName', ${alias}.enterprise_name)`);

/** The transport that carried request `rq`: a delivery's own, or a transport linked to a purchase or a service. */
const carriedBy = sql`coalesce(
    (select json_build_object('_id', t.id, 'carrier', ${party('cu')}) from requests t join users cu on cu.id = t.user_id
      where rq.kind = 'DELIVERY' and t.id = rq.linked_request_id),
    (select json_build_object('_id', t.id, 'carrier', ${party('cu')}) from requests t join users cu on cu.id = t.user_id
      where t.kind = 'TRANSPORT' and t.linked_request_id = rq.id and t.state in ('IN_PROGRESS', 'COMPLETED') limit 1))`;

/** The genealogy edges between lots of the trace, each with the run or the request (and its transport) that made the lot. */
async function edgesAmong(db: Db, ids: string[]): Promise<EdgeRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`select s.source_lot_id::text as "from", s.lot_id::text as "to", s.amount::text as amount,
      sp.unit_measure as unit, l.entered_at as entered,
      case when l.origin = 'production' then (select json_build_object('_id', e.id, 'activity', a.name)
        from executed_activities e join activities a on a.id = e.activity_id where e.id = l.reference::uuid) end as run,
      case when l.origin in ('reception', 'storageReturn') then (select json_build_object('_id', rq.id, 'kind', rq.kind)
        from requests rq where rq.id = l.reference::uuid) end as request,
      case when l.origin = 'reception' then (select ${carriedBy} from requests rq where rq.id = l.reference::uuid) end as transport
    from lot_sources s join lots l on l.id = s.lot_id join lots src on src.id = s.source_lot_id join products sp on sp.id = src.product_id
    where s.lot_id in (${list}) and s.source_lot_id in (${list})`);
  return rowsOf(result as Rows<EdgeRow>);
}

interface ExitRow {
  from: string;
  request: string;
  kind: RequestKind;
  amount: string;
  unit: string;
  moved: Date | string;
  customer: LotOwner | null;
  recipient: { name?: string; phone?: string } | null;
  transport: { _id: string; carrier: PartyRef } | null;
}

/**
 * Goods that left lots of the trace for a customer and entered no lot sourced from them: bought by
 * someone who keeps no stock, sent to someone off the platform, or not received yet.
 */
async function exitsFrom(db: Db, ids: string[]): Promise<ExitRow[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`select lm.lot_id::text as "from", rq.id::text as request, rq.kind, (-lm.delta)::text as amount,
      p.unit_measure as unit, m.created_at as moved,
      (select json_build_object('_id', c.id, 'firstName', c.first_name, 'lastName', c.last_name, 'enterpriseName', c.enterprise_name,
          'email', c.email, 'phone', c.phone_numbers[1], 'town', tw.name)
        from users c left join towns tw on tw.id = c.town_id
        where c.id = case when rq.kind = 'TRANSPORT' then (select d.user_id from requests d where d.kind = 'DELIVERY' and d.linked_request_id = rq.id)
          else rq.requester_id end) as customer,
      case when rq.kind = 'TRANSPORT' then rq.recipient end as recipient,
      case when rq.kind = 'TRANSPORT' then json_build_object('_id', rq.id, 'carrier', (select ${party('cu')} from users cu where cu.id = rq.user_id))
        else (select ${carriedBy}) end as transport
    from lot_movements lm join stock_movements m on m.id = lm.movement_id join requests rq on rq.id = m.reference::uuid
      join products p on p.id = m.product_id
    where lm.lot_id in (${list}) and m.reason = 'delivery' and not exists (
      select 1 from lot_sources s join lots r on r.id = s.lot_id
      where s.source_lot_id = lm.lot_id and (r.reference = rq.id::text
        or r.reference in (select d.id::text from requests d where d.kind = 'DELIVERY' and d.linked_request_id = rq.id)))`);
  return rowsOf(result as Rows<ExitRow>);
}

const regionDayOf = (instant: Date | string): string => regionDay(new Date(instant));

/** Someone off the platform, as the transport named them. */
const recipientOwner = (recipient: ExitRow['recipient'], request: string): LotOwner => ({
  _id: `recipient:${request}`,
  firstName: recipient?.name ?? null,
  lastName: null,
  enterpriseName: null,
  email: null,
  phone: recipient?.phone ?? null,
  town: null,
});

/** The trace of `root` (a lot of `viewerId`'s) one way, with other users' lots as a recall may see them. */
export async function traceLot(db: Db, root: string, direction: TraceDirection, viewerId: string): Promise<LotTrace> {
  const depths = await closure(db, root, direction);
  const truncated = depths.size > LIMITS.traceNodes;
  const ids = [...depths.keys()].slice(0, LIMITS.traceNodes);
  const reads = ids.length ? await selectLots(db).where(inArray(lots.id, ids)) : [];
  const nodes: TraceNode[] = reads
    .map((read) => ({ _id: read.lot.id, kind: 'lot' as const, lot: toLot(read, viewerId), customer: null, depth: depths.get(read.lot.id) ?? 0 }))
    .sort((a, b) => a.depth - b.depth);
  const edges: TraceEdge[] = (await edgesAmong(db, ids)).map((row) => ({
    from: row.from,
    to: row.to,
    amount: Number(row.amount),
    unitMeasure: row.unit,
    day: regionDayOf(row.entered),
    run: row.run,
    request: row.request,
    transport: row.transport,
  }));
  if (direction === 'forward')
    for (const exit of await exitsFrom(db, ids)) {
      const id = `customer:${exit.request}`;
      if (!nodes.some((node) => node._id === id))
        nodes.push({
          _id: id,
          kind: 'customer',
          lot: null,
          customer: exit.customer ?? recipientOwner(exit.recipient, exit.request),
          depth: (depths.get(exit.from) ?? 0) + 1,
        });
      edges.push({
        from: exit.from,
        to: id,
        amount: Number(exit.amount),
        unitMeasure: exit.unit,
        day: regionDayOf(exit.moved),
        run: null,
        request: { _id: exit.request, kind: exit.kind },
        transport: exit.transport,
      });
    }
  return { root, direction, nodes, edges, truncated };
}
