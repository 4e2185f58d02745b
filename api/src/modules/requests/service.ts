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
  type HandOverBody,
  type RequestIdBody,
  type RequestKind,
  type RequestLogisticServiceBody,
  type RequestParty,
  type RequestProductBody,
  type RequestStorageServiceBody,
  type RequestTransportServiceBody,
  type TransportAddress,
  HOME_DEPARTMENT_ID,
  type UnseenRequestCounts,
  AWAITING_STATES,
  amountTimesPrice,
  dayOf,
  isDayAfterToday,
} from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { selfPolicy } from '../accounts/policy';
import type { Db } from '../../db/client';
import { products } from '../products/tables';
import { requests, userClients, type RequestLineRow, type RequestRow } from './tables';
import { services } from '../services/tables';
import { towns } from '../geo/tables';
import { users } from '../accounts/tables';
import { dateFromTodayOn } from '../executions/rules';
import {
  aboveAvailable,
  agreedProductPrice,
  assertAvailable,
  assertStoragePeriod,
  assertWithinAsked,
  planStorage,
  requestAmount,
  unseenAfter,
} from './rules';
import { AppError, validationError } from '../../errors';
import type { FileLinks } from '../../files/file-links';
import { readPublicServices, toPublicProduct } from '../catalog/service';
import { abortScheduledRunOf } from '../executions/service';
import { recordClient } from '../contacts/service';
import { reserveStock } from '../stock/service';
import { ownerColumns } from '../products/rows';
import { freeAmount } from '../stock/rules';
import { handOverGoods, receiveGoods } from './goods';
import { homologationOf } from './homologation';
import { assertNotAwaitingCarrier, move, milestone } from './moves';
import { goodsSetAside, lockTransportable } from './service-requests';
import { readRequest, readUnseenCounts } from './rows';

/** The original client's `requesterId` / `userId` (docs/domain.md#permissions): when sent, the caller and the offer's owner. */
function assertParties(caller: Caller, body: { requesterId?: string; userId?: string }, ownerId: string): void {
  if (body.requesterId !== undefined && body.requesterId !== caller.id) throw validationError('requesterId', 'notYourself');
  if (body.userId !== undefined && body.userId !== ownerId) throw validationError('userId', 'notAProvider');
}

type NewRequest = Omit<typeof requests.$inferInsert, 'id' | 'state' | 'requesterId'>;

/**
 * A new request, PENDING. In the same transaction `prepare` may lock and check what it names and
 * give its last values, and `after` write what hangs on the request (an outsourced run).
 */
export async function insertRequest(
  db: Db,
  caller: Caller,
  given: NewRequest,
  prepare?: (tx: Db) => Promise<Partial<NewRequest>>,
  after?: (tx: Db, id: string) => Promise<void>,
): Promise<Request> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    const values = { ...given, ...(prepare ? await prepare(tx) : {}) };
    await tx.insert(requests).values({
      ...values,
      id,
      state: 'PENDING',
      unseenBy: unseenAfter('PENDING', values.kind),
      requesterId: caller.id,
      createdAt: sql`clock_timestamp()`,
    });
    await milestone(tx, caller, id, 'create', 'PENDING');
    if (after) await after(tx, id);
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
  const amount = requestAmount(body.amount, product.unitMeasure, 'amount');
  assertAvailable(amount, freeAmount(product));
  if (amountTimesPrice(amount, product.price) !== body.proposedPrice)
    throw new AppError('PRICE_CHANGED', { field: 'proposedPrice', data: toPublicProduct(row, links, caller) });
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
export async function requestableService(db: Db, caller: Caller, serviceId: string, type: Exclude<RequestKind, 'PRODUCT'>, links: FileLinks) {
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
    const output = service.outputProducts.find((candidate) => candidate._id === line.id);
    if (!output) throw validationError(`products.${i}.id`, 'notOutput');
    if (seen.has(line.id)) throw validationError(`products.${i}.id`, 'duplicate');
    seen.add(line.id);
    return { product: line.id, amount: requestAmount(line.amount, output.unitMeasure, `products.${i}.amount`) };
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

/** Lines of my own products, each at most what is free of it (planStorage). */
async function myLines(db: Db, caller: Caller, lines: { id: string; amount: number }[]): Promise<RequestLineRow[]> {
  const ids = lines.map((line) => line.id).filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  const mine = ids.length
    ? await db
        .select({ id: products.id, amount: products.amount, reserved: products.reserved })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.userId, caller.id), isNull(products.deletedAt)))
    : [];
  const owned = new Map(mine.map((row) => [row.id, row]));
  return planStorage(lines, (id) => owned.get(id));
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
  const lines = await myLines(db, caller, body.products);
  return insertRequest(db, caller, { kind: 'STORAGE', userId: service.user._id, serviceId: service._id, products: lines, startDate, finishedDate });
}

/** A pick-up or drop-off as the request keeps it: its town of Atlántico named (400 on `field` otherwise). */
async function transportAddress(db: Db, address: TransportAddress, field: string) {
  const [town] = await db.select({ _id: towns.id, name: towns.name, departmentId: towns.departmentId }).from(towns).where(eq(towns.id, address.town));
  if (!town) throw validationError(`${field}.town`, 'unknownTown');
  if (town.departmentId !== HOME_DEPARTMENT_ID) throw validationError(`${field}.town`, 'outsideDepartment');
  const text = address.address.trim();
  if (!text) throw validationError(`${field}.address`, 'blank');
  return { town: { _id: town._id, name: town.name }, address: text, location: address.location ?? null };
}

/**
 * Who a transport's goods are for: one of my clients, with what it pays me for them on delivery if
 * anything, or someone not registered — whom the platform cannot ask for a price (docs/domain.md#deliveries).
 */
async function transportRecipient(db: Db, caller: Caller, recipient: RequestTransportServiceBody['recipient']) {
  if (!recipient) throw validationError('recipient', 'required');
  const collectPrice = recipient.collectPrice ?? null;
  if (recipient.userId === null) {
    if (collectPrice !== null) throw validationError('recipient.collectPrice', 'clientsOnly');
    return { user: null, collectPrice: null };
  }
  const [client] = await db
    .select({ _id: users.id, firstName: users.firstName, lastName: users.lastName, enterpriseName: users.enterpriseName })
    .from(userClients)
    .innerJoin(users, eq(users.id, userClients.clientId))
    .where(and(eq(userClients.userId, caller.id), sql`${userClients.clientId}::text = ${recipient.userId}`));
  if (!client) throw validationError('recipient.userId', 'notAClient');
  return { user: client, collectPrice };
}

/**
 * POST /requestTransportService: a carrier's transport, shipped on a day after today, from one
 * address of Atlántico to another. It carries the goods of an accepted purchase of mine not yet
 * carried (`linkedRequestId`, which from then on has its transport), or some of my products to a
 * recipient; either way nothing moves until the carrier starts it.
 */
export async function requestTransportService(db: Db, caller: Caller, body: RequestTransportServiceBody, links: FileLinks): Promise<Request> {
  const wishDate = dateFromTodayOn(body.wishDate, 'wishDate');
  if (!isDayAfterToday(dayOf(wishDate.toISOString()))) throw validationError('wishDate', 'notAfterToday');
  const service = await requestableService(db, caller, body.serviceId, 'TRANSPORT', links);
  assertParties(caller, body, service.user._id);
  const originAddress = await transportAddress(db, body.originAddress, 'originAddress');
  const destinationAddress = await transportAddress(db, body.destinationAddress, 'destinationAddress');
  const fields = { kind: 'TRANSPORT', userId: service.user._id, serviceId: service._id, wishDate, originAddress, destinationAddress } as const;
  const linkedRequestId = body.linkedRequestId;
  if (linkedRequestId === undefined) {
    if (!body.products?.length) throw validationError('products', 'minItems', { limit: 1 });
    const lines = await myLines(db, caller, body.products);
    return insertRequest(db, caller, { ...fields, products: lines, recipient: await transportRecipient(db, caller, body.recipient) });
  }
  return insertRequest(db, caller, { ...fields, linkedRequestId }, async (tx) => {
    const linked = await lockTransportable(tx, caller, linkedRequestId);
    // From now on the linked request has its transport: it is not offered another one.
    await tx.update(requests).set({ originAddress, updatedAt: new Date() }).where(eq(requests.id, linked.id));
    if (body.recipient?.collectPrice != null) throw validationError('recipient.collectPrice', 'clientsOnly');
    const recipient = linked.kind === 'PRODUCTION' ? { user: await personOf(tx, linked.requesterId), collectPrice: null } : null;
    return { products: await goodsSetAside(tx, linked), recipient };
  });
}

/** A user as a request names them. */
async function personOf(db: Db, id: string) {
  const [person] = await db
    .select({ _id: users.id, firstName: users.firstName, lastName: users.lastName, enterpriseName: users.enterpriseName })
    .from(users)
    .where(eq(users.id, id));
  return person;
}

/**
 * POST /acceptProductRequest: up to the amount asked and free of the product (amount − reserved),
 * reserved until it is handed over; the agreed price follows the unit price asked; the requester
 * becomes a client.
 */
export function acceptProductRequest(db: Db, caller: Caller, body: AcceptProductRequestBody): Promise<Request> {
  return move(db, caller, body.requestId, 'acceptProduct', async (tx, request) => {
    const [product] = await tx
      .select({ unit: products.unitMeasure })
      .from(products)
      .where(eq(products.id, request.productId as string));
    const accepted = requestAmount(body.amountAccepted, product.unit, 'amountAccepted');
    assertWithinAsked(accepted, request.amount ?? '0');
    // A request asked before its product was retired keeps working (docs/domain.md#in-use).
    await reserveStock(tx, [{ product: request.productId as string, amount: accepted }], request.id, ([short]) => aboveAvailable(short.free), {
      forExistingUse: true,
      pick: { lots: body.lots, takeExpired: body.takeExpired },
    });
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

/** A transport withdrawn or turned down gives its purchase back the chance of another one. */
async function releaseLinked(tx: Db, request: RequestRow): Promise<void> {
  if (request.kind === 'TRANSPORT' && request.linkedRequestId)
    await tx.update(requests).set({ originAddress: null, updatedAt: new Date() }).where(eq(requests.id, request.linkedRequestId));
}

/** POST /completeProductRequest ("mark as complete"): the reserved goods leave the provider's stock for the requester. */
export const completeProductRequest = (db: Db, caller: Caller, body: HandOverBody) =>
  move(db, caller, body.requestId, 'completeProduct', async (tx, request) => {
    assertNotAwaitingCarrier(request);
    return { set: { deliveredProducts: await handOverGoods(tx, request, await goodsSetAside(tx, request), { takeExpired: body.takeExpired }) } };
  });

/**
 * POST /receiveProductsRequest: the delivered goods enter the receiver's products at the agreed
 * price — the requester's, or on a delivery the client's it is for. A line left without a
 * counterpart goes, for an outsourced run, into the product of mine it was homologated with.
 */
export const receiveProductsRequest = (db: Db, caller: Caller, body: ReceiveProductsBody) => {
  if (body.requesterId !== undefined && body.requesterId !== caller.id) throw validationError('requesterId', 'notYourself');
  const action = (request: RequestRow): RequestAction => (request.kind === 'DELIVERY' ? 'receiveDelivery' : 'receive');
  return move(db, caller, body.requestId, action, async (tx, request) => {
    const homologated = await homologationOf(tx, request);
    const lines = body.productsToReceive.map((line) =>
      line.counterPart || !homologated.has(line.product) ? line : { ...line, counterPart: homologated.get(line.product) },
    );
    await receiveGoods(tx, caller, request, lines);
    return { set: { completedAt: new Date() } };
  });
};

/** POST /rejectRequest: with its reason. Nothing is reserved before acceptance, so nothing is released. */
export const rejectRequest = (db: Db, caller: Caller, body: RejectRequestBody) => {
  const reason = body.reason.trim();
  if (!reason) throw validationError('reason', 'blank');
  return move(db, caller, body.requestId, 'reject', async (tx, request) => {
    await releaseLinked(tx, request);
    return { set: { reason }, note: reason };
  });
};

/**
 * POST /cancelRequest: the requester withdraws before anything is under way — or, a production
 * request its provider scheduled, before its day (the provider's run aborted, its inputs let go).
 */
export const cancelRequest = (db: Db, caller: Caller, body: RequestIdBody) =>
  move(db, caller, body.requestId, 'cancel', async (tx, request) => {
    await releaseLinked(tx, request);
    if (request.state === 'SCHEDULED') await abortScheduledRunOf(tx, caller, request.id, request.userId);
    return {};
  });

/**
 * POST /markSeenRequests: of the ids given, the caller's requests awaiting the caller's move
 * (AWAITING_STATES) are seen now (others are left alone); answers the unseen counts that remain.
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
      .where(and(inArray(requests.id, ids), inArray(requests.state, [...AWAITING_STATES]), sql`(${mine('requester')} or ${mine('provider')})`));
  }
  return readUnseenCounts(db, caller.id);
}
