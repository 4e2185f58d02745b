import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  AcceptServiceRequestBody,
  Request,
  RequestAction,
  HandOverBody,
  RequestIdBody,
  RequestState,
  ServiceRequestKind,
  UpdateRequestStateBody,
} from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { requestPolicy } from './policy';
import type { Db } from '../../db/client';
import { executedActivities } from '../executions/tables';
import { processActivities } from '../processes/tables';
import { requests, type RequestLineRow, type RequestRow } from './tables';
import { services } from '../services/tables';
import { assertDefinesProduction } from '../activities/rules';
import { unseenAfter } from './rules';
import { dateFromTodayOn } from '../executions/rules';
import { validationError } from '../../errors';
import { openRun, wantedAmounts } from '../executions/service';
import { handOverGoods, takeRequesterGoods } from './goods';
import { assertNotAwaitingCarrier, milestone, move, transitionConflict, writeMove } from './moves';
import { readRequest } from './rows';

/**
 * The moves of service requests once their price is agreed (docs/domain.md#request-transitions): a
 * production service carried out by a run of the provider's, a logistic service, a storage, a
 * transport — and what each does to the goods on either side.
 */

/** The first activity of a process (where an order of it starts). */
async function firstStep(tx: Db, processId: string): Promise<string | undefined> {
  const [step] = await tx
    .select({ activityId: processActivities.activityId })
    .from(processActivities)
    .where(eq(processActivities.processId, processId))
    .orderBy(processActivities.position)
    .limit(1);
  return step?.activityId;
}

/**
 * The provider's run for a production request, opened in the move's transaction: the service's
 * activity (or the first step of its process, as a new order), making what the provider chose —
 * the amounts asked when it did not say — now or from `scheduleTime` on.
 */
async function openServiceRun(tx: Db, caller: Caller, request: RequestRow, body: AcceptServiceRequestBody, scheduleTime: Date | null) {
  assertDefinesProduction(caller);
  const [service] = await tx
    .select({ activityId: services.activityId, processId: services.processId })
    .from(services)
    .where(eq(services.id, request.serviceId as string));
  const lines = body.expectedOutputProducts ?? request.products.map((line) => ({ id: line.product, amount: Number(line.amount) }));
  if (service.processId && !body.expectedOutputProducts) throw validationError('expectedOutputProducts', 'required');
  if (service.activityId && body.activityId !== undefined && body.activityId !== service.activityId)
    throw validationError('activityId', 'notOffered');
  // A process's order may start with any of its steps (the wizard's choice by stock); the first by default.
  const activityId = service.activityId ?? body.activityId ?? (await firstStep(tx, service.processId as string));
  if (!activityId) throw validationError('requestId', 'unknownActivity');
  await openRun(tx, caller, {
    activityId,
    wanted: wantedAmounts(lines, 'expectedOutputProducts'),
    wantedField: 'expectedOutputProducts',
    scheduleTime,
    productionOrder: service.processId ?? undefined,
    orderWants: body.orderWants && wantedAmounts(body.orderWants, 'orderWants'),
    requestId: request.id,
    pick: { lots: body.lots, takeExpired: body.takeExpired },
  });
}

/**
 * POST /acceptServiceRequest: the provider takes on a service whose price was agreed. A production
 * service's run opens (now, or on `scheduleTime`); a logistic service starts now; a storage takes
 * the requester's goods in; a transport is taken on and starts on its day.
 */
export function acceptServiceRequest(db: Db, caller: Caller, body: AcceptServiceRequestBody): Promise<Request> {
  if (body.userId !== undefined && body.userId !== caller.id) throw validationError('userId', 'notYourself');
  const scheduleTime = body.scheduleTime === undefined ? null : dateFromTodayOn(body.scheduleTime, 'scheduleTime');
  const accept = (request: RequestRow) => ACCEPT_SERVICE[request.kind as ServiceRequestKind] ?? ACCEPT_SERVICE.LOGISTIC;
  return move(
    db,
    caller,
    body.requestId,
    (request) => accept(request).action(scheduleTime !== null),
    async (tx, request) => ({ set: await accept(request).start(tx, caller, request, body, scheduleTime) }),
  );
}

type Acceptance = {
  /** The move of the table it stands for (a production service: now or on a day). */
  action: (scheduled: boolean) => RequestAction;
  /** What else happens, in the move's transaction: the request's new values. */
  start: (tx: Db, caller: Caller, request: RequestRow, body: AcceptServiceRequestBody, scheduleTime: Date | null) => Promise<Partial<RequestRow>>;
};

/** POST /acceptServiceRequest on a request of each kind: its move, and what it does besides. */
const ACCEPT_SERVICE: Record<ServiceRequestKind, Acceptance> = {
  PRODUCTION: {
    action: (scheduled) => (scheduled ? 'scheduleProductionService' : 'acceptProductionService'),
    async start(tx, caller, request, body, scheduleTime) {
      await openServiceRun(tx, caller, request, body, scheduleTime);
      return scheduleTime ? { scheduleTime } : { startedServiceAt: new Date() };
    },
  },
  LOGISTIC: { action: () => 'acceptLogisticService', start: async () => ({ startedServiceAt: new Date() }) },
  STORAGE: {
    action: () => 'acceptStorageService',
    start: async (tx, _caller, request) => ({ startedServiceAt: new Date(), deliveredProducts: await takeRequesterGoods(tx, request, 'storage') }),
  },
  // Taken on: it starts on its day (startTransportRequest).
  TRANSPORT: { action: () => 'acceptTransport', start: async () => ({}) },
};

/** The outputs a production request's run made for it (its latest complete run at the provider). */
async function readyGoods(tx: Db, request: RequestRow): Promise<RequestLineRow[]> {
  const [run] = await tx
    .select({ made: executedActivities.finalOutputProducts })
    .from(executedActivities)
    .where(
      and(eq(executedActivities.requestId, request.id), eq(executedActivities.userId, request.userId), eq(executedActivities.status, 'COMPLETED')),
    )
    .orderBy(desc(executedActivities.finishedAt))
    .limit(1);
  return run?.made ?? [];
}

/** What a request has set aside at its provider for the requester: a purchase's accepted amount, or a service's outputs. */
export async function goodsSetAside(tx: Db, request: RequestRow): Promise<RequestLineRow[]> {
  if (request.kind === 'PRODUCTION') return readyGoods(tx, request);
  return [{ product: request.productId as string, amount: request.amountAccepted as string }];
}

/**
 * POST /updateRequestState (docs/domain.md#request-transitions): a production request's run is
 * complete. Its completion already moved the request in the same transaction, so this answers it as
 * it is once it waits for delivery (or beyond), and 409 while its run is still under way.
 */
export async function updateRequestState(db: Db, caller: Caller, body: UpdateRequestStateBody): Promise<Request> {
  const request = await requestPolicy.authorize(db, caller, body.requestId, 'write', { field: 'requestId' });
  const ready: readonly RequestState[] = ['PENDING_DELIVERY', 'SIMPLE_PENDING_RECEPTION', 'IN_TRANSPORT', 'PENDING_RECEPTION', 'COMPLETED'];
  if (request.kind !== 'PRODUCTION' || request.userId !== caller.id || !ready.includes(request.state)) throw transitionConflict(request.state);
  return readRequest(db, request.id, caller.id);
}

/** POST /completeServiceRequest: the ready outputs leave the provider's stock for the requester, who receives them. */
export const completeServiceRequest = (db: Db, caller: Caller, body: HandOverBody) =>
  move(db, caller, body.requestId, 'completeService', async (tx, request) => {
    assertNotAwaitingCarrier(request);
    return { set: { deliveredProducts: await handOverGoods(tx, request, await readyGoods(tx, request), { takeExpired: body.takeExpired }) } };
  });

/** POST /completeLogisticServiceRequest: the logistic service is over. */
export const completeLogisticServiceRequest = (db: Db, caller: Caller, body: RequestIdBody) =>
  move(db, caller, body.requestId, 'completeLogisticService', async () => ({ set: { endedServiceAt: new Date() } }));

/** POST /completeStorageServiceRequest ("end storage service"): the goods are handed back; the requester receives them. */
export const completeStorageServiceRequest = (db: Db, caller: Caller, body: RequestIdBody) =>
  move(db, caller, body.requestId, 'completeStorageService', async () => ({ set: { endedServiceAt: new Date() } }));

/** Where a request a transport carries waits for it to start: a purchase accepted, a service's outputs ready. */
const WAITS_FOR_TRANSPORT: Partial<Record<string, RequestState>> = { PRODUCT: 'ACCEPTED', PRODUCTION: 'PENDING_DELIVERY' };

/** A transport's linked request, locked; 409 naming its state when it is not where the transport expects it. */
async function lockLinked(tx: Db, transport: RequestRow, expected: RequestState | 'waiting'): Promise<RequestRow> {
  const [linked] = await tx
    .select()
    .from(requests)
    .where(eq(requests.id, transport.linkedRequestId as string))
    .for('update');
  const state = expected === 'waiting' ? WAITS_FOR_TRANSPORT[linked.kind] : expected;
  if (linked.state !== state) throw transitionConflict(linked.state);
  return linked;
}

/**
 * A request a transport may carry, locked: a purchase of mine accepted, or the ready outputs of a
 * production service I provide — and not carried by another transport yet (400 otherwise).
 */
export async function lockTransportable(tx: Db, caller: Caller, linkedRequestId: string): Promise<RequestRow> {
  const [linked] = await tx
    .select()
    .from(requests)
    .where(sql`${requests.id}::text = ${linkedRequestId}`)
    .for('update');
  const mine = linked && (linked.kind === 'PRODUCT' ? linked.requesterId : linked.userId) === caller.id;
  if (!mine || WAITS_FOR_TRANSPORT[linked.kind] !== linked.state || linked.originAddress)
    throw validationError('linkedRequestId', 'notTransportable');
  return linked;
}

/** The registered client a transport of the sender's own goods is for (null: someone not registered). */
type StoredRecipient = { user: { _id: string } | null; collectPrice?: number | null } | null;
const recipientOf = (transport: RequestRow): string | null => (transport.recipient as StoredRecipient)?.user?._id ?? null;
/** What the client pays the sender on delivery: the delivery's agreed price (docs/domain.md#deliveries). */
const collectPriceOf = (transport: RequestRow): number | null => (transport.recipient as StoredRecipient)?.collectPrice ?? null;

/**
 * The goods of a transport of the sender's own goods to a registered client, now on the road: a
 * DELIVERY for that client (docs/domain.md#transport-requests), which it receives once the carrier
 * has delivered — at the price to collect, when there is one.
 */
async function writeDelivery(tx: Db, caller: Caller, transport: RequestRow, recipientId: string, delivered: RequestLineRow[]): Promise<void> {
  const [delivery] = await tx
    .insert(requests)
    .values({
      kind: 'DELIVERY',
      state: 'IN_TRANSPORT',
      unseenBy: unseenAfter('IN_TRANSPORT', 'DELIVERY'),
      requesterId: transport.requesterId,
      userId: recipientId,
      products: transport.products,
      deliveredProducts: delivered,
      wishDate: transport.wishDate,
      originAddress: transport.originAddress,
      destinationAddress: transport.destinationAddress,
      recipient: transport.recipient,
      agreedPrice: collectPriceOf(transport),
      linkedRequestId: transport.id,
      startedServiceAt: new Date(),
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: requests.id });
  await milestone(tx, caller, delivery.id, 'startTransport', 'IN_TRANSPORT');
}

/** The delivery a transport carries to a registered client, locked (undefined: it carries none). */
async function lockDelivery(tx: Db, transport: RequestRow): Promise<RequestRow | undefined> {
  const [delivery] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.linkedRequestId, transport.id), eq(requests.kind, 'DELIVERY')))
    .for('update');
  return delivery;
}

/**
 * POST /startTransportRequest: the goods leave their owner's stock and travel with the carrier —
 * a linked request's from its provider (the request now IN_TRANSPORT), else the requester's own
 * (for a registered client, a delivery to receive them now travels with them).
 */
export const startTransportRequest = (db: Db, caller: Caller, body: RequestIdBody) =>
  move(db, caller, body.requestId, 'startTransport', async (tx, request) => {
    if (!request.linkedRequestId) {
      const taken = await takeRequesterGoods(tx, request, 'delivery');
      const recipientId = recipientOf(request);
      if (recipientId) await writeDelivery(tx, caller, request, recipientId, taken);
      return { set: { startedServiceAt: new Date(), deliveredProducts: taken } };
    }
    const linked = await lockLinked(tx, request, 'waiting');
    // The carrier moves the provider's goods: lots that expired since they were held are replaced by fresh ones.
    const delivered = await handOverGoods(tx, linked, request.products, { freshOnly: true });
    // The linked request follows its goods, moved by the carrier.
    await writeMove(tx, caller, linked, 'startTransport', 'IN_TRANSPORT', { deliveredProducts: delivered });
    return { set: { startedServiceAt: new Date(), deliveredProducts: delivered } };
  });

/**
 * POST /completeTransportRequest: delivered; the request whose goods it carried — a linked one, or
 * the delivery to a registered client — waits for its receiver to receive them.
 */
export const completeTransportRequest = (db: Db, caller: Caller, body: RequestIdBody) =>
  move(db, caller, body.requestId, 'completeTransport', async (tx, request) => {
    const carried = request.linkedRequestId ? await lockLinked(tx, request, 'IN_TRANSPORT') : await lockDelivery(tx, request);
    if (carried) await writeMove(tx, caller, carried, 'completeTransport', 'PENDING_RECEPTION');
    return { set: { endedServiceAt: new Date(), completedAt: new Date() } };
  });
