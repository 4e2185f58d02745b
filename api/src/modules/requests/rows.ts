import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  awaitsMove,
  MAX_PAGE_SIZE,
  requestActions,
  REQUEST_LIST_GROUPS,
  REQUEST_SIDES,
  type PageQuery,
  type Request,
  type RequestListGroup,
  type RequestParty,
  type RequestPerson,
  type RequestSide,
  type RequestsOverview,
  type ServiceType,
  type UnitMeasure,
  type UnseenRequestCounts,
} from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { requestPolicy } from './policy';
import { selfPolicy } from '../accounts/policy';
import type { Db } from '../../db/client';
import { pagedList, readListTotals, readPage, type PageFields } from '../../db/paged-list';
import { executedActivities } from '../executions/tables';
import { products } from '../products/tables';
import { requests, type RequestRow } from './tables';
import { services } from '../services/tables';
import { users } from '../accounts/tables';
import { awaitsCarrier, HANDED_OVER_BY_PROVIDER, listStates, partyOf, REQUEST_LISTS, UNSEEN_LISTS } from './rules';
import type { Page } from '../../http/routes';
import { namedLines, productNames, type ProductNames } from '../executions/rows';
import { unreadNotesOf } from './notes';

const requester = alias(users, 'requester');
const provider = alias(users, 'provider');
const person = (u: typeof requester | typeof provider) => ({
  _id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  enterpriseName: u.enterpriseName,
});

const requestFields = {
  request: requests,
  requester: person(requester),
  provider: person(provider),
  product: { _id: products.id, name: products.name, unitMeasure: products.unitMeasure },
  service: { _id: services.id, name: services.name, type: services.type, activityId: services.activityId, processId: services.processId },
  // The provider's latest run for a production request (the request follows it).
  run: sql<Request['run']>`(select json_build_object('_id', e.id, 'status', e.status) from ${executedActivities} e
    where e.request_id = ${requests.id} and e.user_id = ${requests.userId} order by e.created_at desc limit 1)`,
  unreadByRequester: unreadNotesOf('requester'),
  unreadByProvider: unreadNotesOf('provider'),
};

/** The request with both parties and what it names, ready for toRequest. */
const selectRequests = <F extends Partial<PageFields>>(db: Db, extra: F) =>
  db
    .select({ ...requestFields, ...extra })
    .from(requests)
    .innerJoin(requester, eq(requester.id, requests.requesterId))
    .innerJoin(provider, eq(provider.id, requests.userId))
    .leftJoin(products, eq(products.id, requests.productId))
    .leftJoin(services, eq(services.id, requests.serviceId))
    .$dynamic();

type RequestRead = {
  request: RequestRow;
  requester: Request['requester'];
  provider: Request['user'];
  product: { _id: string; name: string; unitMeasure: string } | null;
  service: { _id: string; name: string; type: string; activityId: string | null; processId: string | null } | null;
  run: Request['run'];
  unreadByRequester: number;
  unreadByProvider: number;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A transport's or a delivery's recipient as stored; rows written before prices to collect have none. */
const recipientOf = (stored: unknown): Request['recipient'] => {
  const recipient = stored as { user: RequestPerson | null; collectPrice?: number | null } | null;
  return recipient ? { user: recipient.user, collectPrice: recipient.collectPrice ?? null } : null;
};

function toRequest(row: RequestRead, party: RequestParty, names: ProductNames): Request {
  const r = row.request;
  const kind = r.kind;
  const state = r.state;
  return {
    _id: r.id,
    kind,
    state,
    side: party === 'requester' ? 'sent' : 'received',
    actions: requestActions(kind, state, party).filter((action) => !(awaitsCarrier(r) && HANDED_OVER_BY_PROVIDER.includes(action))),
    // Unseen counts where its reader has a move to make (docs/domain.md#unseen-requests).
    unseen: r.unseenBy === party && awaitsMove(state),
    unreadNotes: party === 'requester' ? row.unreadByRequester : row.unreadByProvider,
    requester: row.requester,
    user: row.provider,
    product: row.product ? { ...row.product, unitMeasure: row.product.unitMeasure as UnitMeasure } : null,
    service: row.service ? { ...row.service, type: row.service.type as ServiceType } : null,
    run: row.run,
    products: namedLines(r.products, names),
    amount: r.amount === null ? null : Number(r.amount),
    amountAccepted: r.amountAccepted === null ? null : Number(r.amountAccepted),
    proposedPrice: r.proposedPrice,
    agreedPrice: r.agreedPrice,
    paidOn: r.paidOn,
    requiredDate: iso(r.requiredDate),
    wishDate: iso(r.wishDate),
    originAddress: r.originAddress as Request['originAddress'],
    destinationAddress: r.destinationAddress as Request['destinationAddress'],
    recipient: recipientOf(r.recipient),
    linkedRequestId: r.linkedRequestId,
    startDate: iso(r.startDate),
    finishedDate: iso(r.finishedDate),
    reason: r.reason,
    deliveredProducts: namedLines(r.deliveredProducts, names).map((line, i) => ({
      ...line,
      lots: (r.deliveredProducts[i].lots ?? []).map((lot) => ({ _id: lot.lot, code: lot.code, amount: Number(lot.amount), expired: lot.expired })),
    })),
    completedAt: iso(r.completedAt),
    startedServiceAt: iso(r.startedServiceAt),
    endedServiceAt: iso(r.endedServiceAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Rows as `party` sees them, their lines' products named in one more query. */
async function toRequests(db: Db, rows: RequestRead[], party: RequestParty): Promise<Request[]> {
  const names = await productNames(
    db,
    rows.flatMap(({ request }) => [request.products, request.deliveredProducts]),
  );
  return rows.map((row) => toRequest(row, party, names));
}

/** One request as the caller (one of its parties) sees it. */
export async function readRequest(db: Db, id: string, callerId: string): Promise<Request> {
  const [row] = await selectRequests(db, {}).where(eq(requests.id, id));
  const [request] = await toRequests(db, [row], partyOf(row.request, callerId) as RequestParty);
  return request;
}

/** GET /requests/{id}: to either party; 404 to anyone else. */
export async function getRequest(db: Db, caller: Caller, id: string): Promise<Request> {
  await requestPolicy.authorize(db, caller, id, 'read');
  return readRequest(db, id, caller.id);
}

const ownerOf = (side: RequestSide) => (side === 'sent' ? requests.requesterId : requests.userId);

const requestList = (side: RequestSide, group: RequestListGroup) =>
  pagedList({
    name: REQUEST_LISTS[side][group].list,
    owner: ownerOf(side),
    visible: inArray(requests.state, [...listStates(group)]),
    key: [requests.createdAt, requests.id],
    direction: 'desc',
    select: (db, fields) => selectRequests(db, fields),
  });

const LIST_PAGES = Object.fromEntries(
  REQUEST_SIDES.map((side) => [side, Object.fromEntries(REQUEST_LIST_GROUPS.map((group) => [group, requestList(side, group)]))]),
) as Record<RequestSide, Record<RequestListGroup, ReturnType<typeof requestList>>>;

/** One of the caller's eight lists, newest first. */
export async function listRequests(
  db: Db,
  caller: Caller,
  userId: string,
  side: RequestSide,
  group: RequestListGroup,
  page: PageQuery,
): Promise<Page<Request>> {
  await selfPolicy.authorize(db, caller, userId, 'read');
  const found = await readPage(db, LIST_PAGES[side][group], userId, page, (row) => row as unknown as RequestRead);
  return { ...found, items: await toRequests(db, found.items, side === 'sent' ? 'requester' : 'provider') };
}

/**
 * GET /users/{id}/transportsUnderWay: a carrier's transports on the road (started, not completed),
 * the latest started first — what its "products in transport" lists, line by line. A carrier runs
 * a handful at a time: no paging.
 */
export async function transportsUnderWay(db: Db, caller: Caller, userId: string): Promise<Request[]> {
  await selfPolicy.authorize(db, caller, userId, 'read');
  const rows = await selectRequests(db, {})
    .where(and(eq(requests.userId, userId), eq(requests.kind, 'TRANSPORT'), eq(requests.state, 'IN_PROGRESS')))
    .orderBy(desc(requests.startedServiceAt), desc(requests.id))
    .limit(MAX_PAGE_SIZE);
  return toRequests(db, rows as unknown as RequestRead[], 'provider');
}

/** The unseen pending requests of each side: the counters the pending lists' triggers keep. */
export async function readUnseenCounts(db: Db, userId: string): Promise<UnseenRequestCounts> {
  return readListTotals(db, userId, { sent: { name: UNSEEN_LISTS.sent }, received: { name: UNSEEN_LISTS.received } });
}

/** GET /users/{id}/countUnseenRequests. */
export async function countUnseenRequests(db: Db, caller: Caller, userId: string): Promise<UnseenRequestCounts> {
  await selfPolicy.authorize(db, caller, userId, 'read');
  return readUnseenCounts(db, userId);
}

/** GET /users/{id}/requestsOverview: every list's total and the unseen counts, from the counters the lists page by. */
export async function requestsOverview(db: Db, caller: Caller, userId: string): Promise<RequestsOverview> {
  await selfPolicy.authorize(db, caller, userId, 'read');
  const lists = REQUEST_SIDES.flatMap((side) => REQUEST_LIST_GROUPS.map((group) => REQUEST_LISTS[side][group]));
  const { unseenSent, unseenReceived, ...overview } = await readListTotals(db, userId, {
    ...(Object.fromEntries(lists.map(({ list, overviewKey }) => [overviewKey, { name: list }])) as Record<
      keyof Omit<RequestsOverview, 'unseen'>,
      { name: string }
    >),
    unseenSent: { name: UNSEEN_LISTS.sent },
    unseenReceived: { name: UNSEEN_LISTS.received },
  });
  return { ...overview, unseen: { sent: unseenSent, received: unseenReceived } };
}
