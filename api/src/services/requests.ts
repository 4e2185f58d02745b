import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type AcceptProductRequestBody,
  type CreateServiceRequestBody,
  type MarkSeenRequestsBody,
  type ProposePriceBody,
  type ReceiveProductsBody,
  type RejectRequestBody,
  type Request,
  type RequestAction,
  type RequestIdBody,
  type RequestKind,
  type RequestLogisticServiceBody,
  type RequestParty,
  type RequestProductBody,
  type RequestState,
  type RequestStorageServiceBody,
  type UnseenRequestCounts,
  REQUEST_LIST_STATES,
  requestTransition,
} from '@agrocadena/contracts';
import type { Caller } from '../access/policy';
import { requestPolicy } from '../access/requests';
import { selfPolicy } from '../access/users';
import type { Db } from '../db/client';
import { products, requestMilestones, requests, services, users, type RequestLineRow, type RequestRow } from '../db/schema';
import { dateFromTodayOn } from '../domain/executions';
import { agreedProductPrice, assertAcceptable, assertStoragePeriod, partyOf, planStorage, unseenAfter } from '../domain/requests';
import { amountDifference, amountSum } from '../domain/stock';
import { AppError, validationError } from '../errors';
import type { FileLinks } from '../files/file-links';
import { requestStateName } from '../i18n/messages/requests';
import { readPublicServices, toPublicProduct } from './catalog';
import { recordClient } from './contacts';
import { ownerColumns } from './product-rows';
import { deliverGoods, receiveGoods, storeGoods } from './request-goods';
import { readRequest, readUnseenCounts } from './request-rows';

async function milestone(tx: Db, caller: Caller, requestId: string, action: 'create' | RequestAction, state: RequestState, note?: string | null) {
  await tx.insert(requestMilestones).values({ requestId, userId: caller.id, action, state, note: note ?? null, createdAt: sql`clock_timestamp()` });
}

/** The spec client's `requesterId` / `userId`: when sent, the caller and the offer's owner. */
function assertParties(caller: Caller, body: { requesterId?: string; userId?: string }, ownerId: string): void {
  if (body.requesterId !== undefined && body.requesterId !== caller.id) throw validationError('requesterId', 'notYourself');
  if (body.userId !== undefined && body.userId !== ownerId) throw validationError('userId', 'notAProvider');
}

async function insertRequest(db: Db, caller: Caller, values: Omit<typeof requests.$inferInsert, 'id' | 'state' | 'requesterId'>): Promise<Request> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx
      .insert(requests)
      .values({ ...values, id, state: 'PENDING', unseenBy: unseenAfter('PENDING'), requesterId: caller.id, createdAt: sql`clock_timestamp()` });
    await milestone(tx, caller, id, 'create', 'PENDING');
  });
  return readRequest(db, id, caller.id);
}

/**
 * POST /requestProduct: an amount of someone's public product at its price. The total the client
 * showed must still be price × amount (409 PRICE_CHANGED with the product as it now is).
 */
export async function requestProduct(db: Db, caller: Caller, body: RequestProductBody, links: FileLinks): Promise<Request> {
  const [row] = await db
    .select({ product: products, owner: ownerColumns })
    .from(products)
    .innerJoin(users, eq(users.id, products.userId))
    .where(and(sql`${products.id}::text = ${body.productId}`, eq(products.public, true), isNull(products.deletedAt)));
  if (!row) throw new AppError('NOT_FOUND', { field: 'productId' });
  const { product } = row;
  if (product.userId === caller.id) throw new AppError('OWN_OFFER', { field: 'productId', params: { what: 'product' } });
  assertParties(caller, body, product.userId);
  if (product.price === null) throw new AppError('PRICE_UNDEFINED', { field: 'productId' });
  if (product.price * body.amount !== body.proposedPrice)
    throw new AppError('PRICE_CHANGED', { field: 'proposedPrice', data: toPublicProduct(row, links) });
  const amount = body.amount.toFixed(2);
  return insertRequest(db, caller, {
    kind: 'PRODUCT',
    userId: product.userId,
    productId: product.id,
    products: [{ product: product.id, amount }],
    amount,
    proposedPrice: body.proposedPrice,
  });
}

/** A public service of another user, of the type the call is for (404 otherwise, 400 for one's own). */
async function requestableService(db: Db, caller: Caller, serviceId: string, type: 'PRODUCTION' | 'LOGISTIC' | 'STORAGE', links: FileLinks) {
  const [service] = await readPublicServices(db, sql`${services.id}::text = ${serviceId}`, links);
  if (!service) throw new AppError('NOT_FOUND', { field: 'serviceId' });
  if (service.user._id === caller.id) throw new AppError('OWN_OFFER', { field: 'serviceId', params: { what: 'service' } });
  if (service.type !== type) throw validationError('serviceId', 'unknownService');
  return service;
}

/** POST /createServiceRequest: a production service, amounts of its outputs, the day they are needed. */
export async function createServiceRequest(db: Db, caller: Caller, body: CreateServiceRequestBody, links: FileLinks): Promise<Request> {
  const requiredDate = dateFromTodayOn(body.requiredDate, 'requiredDate');
  const service = await requestableService(db, caller, body.serviceId, 'PRODUCTION', links);
  assertParties(caller, body, service.user._id);
  const seen = new Set<string>();
  const lines: RequestLineRow[] = body.products.map((line, i) => {
    if (!service.outputProducts.some((output) => output._id === line.id)) throw validationError(`products.${i}.id`, 'notOutput');
    if (seen.has(line.id)) throw validationError(`products.${i}.id`, 'duplicate');
    seen.add(line.id);
    return { product: line.id, amount: line.amount.toFixed(2) };
  });
  return insertRequest(db, caller, { kind: 'PRODUCTION', userId: service.user._id, serviceId: service._id, products: lines, requiredDate });
}

/** POST /requestLogisticService: a logistic service on a day. */
export async function requestLogisticService(db: Db, caller: Caller, body: RequestLogisticServiceBody, links: FileLinks): Promise<Request> {
  const requiredDate = dateFromTodayOn(body.requiredDate, 'requiredDate');
  const service = await requestableService(db, caller, body.serviceId, 'LOGISTIC', links);
  assertParties(caller, body, service.user._id);
  return insertRequest(db, caller, { kind: 'LOGISTIC', userId: service.user._id, serviceId: service._id, requiredDate });
}

/**
 * POST /requestStorageService: some of my products kept by a storage service between two days. The
 * goods stay mine and free until the provider takes them in (acceptServiceRequest).
 */
export async function requestStorageService(db: Db, caller: Caller, body: RequestStorageServiceBody, links: FileLinks): Promise<Request> {
  const startDate = dateFromTodayOn(body.startDate, 'startDate');
  const finishedDate = dateFromTodayOn(body.finishedDate, 'finishedDate');
  assertStoragePeriod(startDate, finishedDate);
  const service = await requestableService(db, caller, body.serviceId, 'STORAGE', links);
  assertParties(caller, body, service.user._id);
  const ids = body.products.map((line) => line.id).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const mine = ids.length
    ? await db
        .select({ id: products.id, amount: products.amount, reserved: products.reserved })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.userId, caller.id), isNull(products.deletedAt)))
    : [];
  const owned = new Map(mine.map((row) => [row.id, row]));
  const lines = planStorage(body.products, (id) => owned.get(id));
  return insertRequest(db, caller, { kind: 'STORAGE', userId: service.user._id, serviceId: service._id, products: lines, startDate, finishedDate });
}

type Apply = (tx: Db, request: RequestRow, next: RequestState, party: RequestParty) => Promise<{ set?: Partial<RequestRow>; note?: string | null }>;

/**
 * One move of the request table (or, by the request's kind, the move one call stands for), in one
 * transaction: the request locked, the move checked for the caller's side (409 naming the state
 * otherwise), `apply` doing the rest, the request left unseen for whoever acts next, a milestone written.
 */
async function move(
  db: Db,
  caller: Caller,
  requestId: string,
  actionOf: RequestAction | ((kind: RequestKind) => RequestAction),
  apply?: Apply,
): Promise<Request> {
  await db.transaction(async (tx) => {
    const request = await requestPolicy.authorize(tx, caller, requestId, 'write', { field: 'requestId' });
    const action = typeof actionOf === 'function' ? actionOf(request.kind as RequestKind) : actionOf;
    const party = partyOf(request, caller.id) as RequestParty;
    const state = request.state as RequestState;
    const next = requestTransition(request.kind as RequestKind, state, action, party);
    if (!next) throw new AppError('INVALID_REQUEST_TRANSITION', { data: { state }, params: { state: requestStateName(state) } });
    const { set, note } = apply ? await apply(tx, request, next, party) : { set: {}, note: null };
    await tx
      .update(requests)
      .set({ ...set, state: next, unseenBy: unseenAfter(next), updatedAt: new Date() })
      .where(eq(requests.id, request.id));
    await milestone(tx, caller, request.id, action, next, note);
  });
  return readRequest(db, requestId, caller.id);
}

/** The provider's product of a product request, locked. */
async function lockRequestedProduct(tx: Db, request: RequestRow) {
  const [product] = await tx
    .select()
    .from(products)
    .where(eq(products.id, request.productId as string))
    .for('update');
  return product;
}

/**
 * POST /acceptProductRequest: up to the amount asked and free of the product (amount − reserved),
 * reserved until it is handed over; the agreed price follows the unit price asked; the requester
 * becomes a client.
 */
export function acceptProductRequest(db: Db, caller: Caller, body: AcceptProductRequestBody): Promise<Request> {
  return move(db, caller, body.requestId, 'acceptProduct', async (tx, request) => {
    const accepted = body.amountAccepted.toFixed(2);
    const product = await lockRequestedProduct(tx, request);
    assertAcceptable(accepted, request.amount ?? '0', amountDifference(product.amount, product.reserved));
    await tx
      .update(products)
      .set({ reserved: amountSum(product.reserved, accepted), updatedAt: new Date() })
      .where(eq(products.id, product.id));
    await recordClient(tx, request.userId, request.requesterId);
    const agreedPrice = agreedProductPrice(request.proposedPrice ?? 0, request.amount ?? '0', accepted);
    return { set: { amountAccepted: accepted, agreedPrice }, note: accepted };
  });
}

/** POST /proposePriceRequest: the provider's price for the whole service. */
export const proposePriceRequest = (db: Db, caller: Caller, body: ProposePriceBody) =>
  move(db, caller, body.requestId, 'proposePrice', async () => ({ set: { proposedPrice: body.proposedPrice }, note: String(body.proposedPrice) }));

/** POST /cancelProposal: the proposal is withdrawn; the request waits for a new one. */
export const cancelProposal = (db: Db, caller: Caller, body: RequestIdBody) =>
  move(db, caller, body.requestId, 'cancelProposal', async () => ({ set: { proposedPrice: null } }));

/** POST /acceptProposedPrice: the proposal becomes the agreed price; the requester becomes the provider's client. */
export const acceptProposedPrice = (db: Db, caller: Caller, body: RequestIdBody) =>
  move(db, caller, body.requestId, 'acceptProposedPrice', async (tx, request) => {
    await recordClient(tx, request.userId, request.requesterId);
    return { set: { agreedPrice: request.proposedPrice } };
  });

/** What POST /acceptServiceRequest does to a request of each kind (the others: 409, not yet in the table). */
const ACCEPT_SERVICE: Partial<Record<RequestKind, RequestAction>> = { LOGISTIC: 'acceptLogisticService', STORAGE: 'acceptStorageService' };

/**
 * POST /acceptServiceRequest: the provider takes on a service whose price was agreed. It starts now:
 * a storage takes the requester's goods in.
 */
export const acceptServiceRequest = (db: Db, caller: Caller, body: RequestIdBody) =>
  move(
    db,
    caller,
    body.requestId,
    (kind) => ACCEPT_SERVICE[kind] ?? 'acceptLogisticService',
    async (tx, request) => ({
      set: { startedServiceAt: new Date(), ...(request.kind === 'STORAGE' ? { deliveredProducts: await storeGoods(tx, request) } : {}) },
    }),
  );

/** POST /completeLogisticServiceRequest: the logistic service is over. */
export const completeLogisticServiceRequest = (db: Db, caller: Caller, body: RequestIdBody) =>
  move(db, caller, body.requestId, 'completeLogisticService', async () => ({ set: { endedServiceAt: new Date() } }));

/** POST /completeStorageServiceRequest ("end storage service"): the goods are handed back; the requester receives them. */
export const completeStorageServiceRequest = (db: Db, caller: Caller, body: RequestIdBody) =>
  move(db, caller, body.requestId, 'completeStorageService', async () => ({ set: { endedServiceAt: new Date() } }));

/** POST /completeProductRequest ("mark as complete"): the reserved goods leave the provider's stock for the requester. */
export const completeProductRequest = (db: Db, caller: Caller, body: RequestIdBody) =>
  move(db, caller, body.requestId, 'completeProduct', async (tx, request) => {
    const product = await lockRequestedProduct(tx, request);
    const delivered = await deliverGoods(tx, caller, request, product);
    return { set: { deliveredProducts: delivered } };
  });

/** POST /receiveProductsRequest: the delivered goods enter the requester's products at the agreed price. */
export const receiveProductsRequest = (db: Db, caller: Caller, body: ReceiveProductsBody) => {
  if (body.requesterId !== undefined && body.requesterId !== caller.id) throw validationError('requesterId', 'notYourself');
  return move(db, caller, body.requestId, 'receive', async (tx, request) => {
    await receiveGoods(tx, caller, request, body.productsToReceive);
    return { set: { completedAt: new Date() } };
  });
};

/** POST /rejectRequest: with its reason. Nothing is reserved before acceptance, so nothing is released. */
export const rejectRequest = (db: Db, caller: Caller, body: RejectRequestBody) => {
  const reason = body.reason.trim();
  if (!reason) throw validationError('reason', 'blank');
  return move(db, caller, body.requestId, 'reject', async () => ({ set: { reason }, note: reason }));
};

/** POST /cancelRequest: the requester withdraws before anything is under way. */
export const cancelRequest = (db: Db, caller: Caller, body: RequestIdBody) => move(db, caller, body.requestId, 'cancel');

/**
 * POST /markSeenRequests: of the ids given, the caller's pending requests waiting on the caller are
 * seen now (others are left alone); answers the unseen counts that remain.
 */
export async function markSeenRequests(db: Db, caller: Caller, body: MarkSeenRequestsBody): Promise<UnseenRequestCounts> {
  await selfPolicy.authorize(db, caller, body.userId, 'write');
  const ids = body.requestsIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length > 0) {
    const mine = (party: RequestParty) =>
      and(eq(requests.unseenBy, party), eq(party === 'requester' ? requests.requesterId : requests.userId, caller.id));
    await db
      .update(requests)
      .set({ unseenBy: null })
      .where(
        and(inArray(requests.id, ids), inArray(requests.state, [...REQUEST_LIST_STATES.pending]), sql`(${mine('requester')} or ${mine('provider')})`),
      );
  }
  return readUnseenCounts(db, caller.id);
}
