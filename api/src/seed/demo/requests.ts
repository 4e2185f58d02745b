import { and, eq } from 'drizzle-orm';
import type { RequestTransportServiceBody, UserType } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { activities } from '../../modules/activities/tables';
import { processes } from '../../modules/processes/tables';
import { services } from '../../modules/services/tables';
import { userProviders } from '../../modules/requests/tables';
import { fileLinks } from '../../files/file-links';
import { outsourceActivity } from '../../modules/executions/outsourcing';
import * as serviceMoves from '../../modules/requests/service-requests';
import * as requests from '../../modules/requests/service';
import type { DemoContext, DemoUserKey } from './context';

const TYPES: Record<DemoUserKey, UserType> = {
  agro: 'AGRO',
  enterprise: 'ENTERPRISE',
  logistic: 'LOGISTIC',
  supplier: 'SUPPLIER',
  minorist: 'MINORIST',
  requester: 'REQUESTER',
  kitchen: 'ENTERPRISE',
};

// Only a changed price's answer carries links, and the demo asks at the listed price.
const NO_LINKS = fileLinks('demo-seed-links-are-never-served-to-anyone');
const inDays = (now: Date, n: number) => new Date(now.getTime() + n * 24 * 3600_000).toISOString().slice(0, 10);

/**
 * Requests between the demo accounts in every state the marketplace has so far, made through the
 * same calls the apps make (so the stock, the ledgers, the lists' counters and the unseen badges
 * are what they would be): the shop buying the farm's produce at each step, the dairy buying
 * supplies and cheese, a consumer turned down, a price proposal waiting for its answer, a cancelled
 * order, the farm's yams in the carrier's storage, the shop's plantains on the carrier's truck (and
 * the farm's sweet peppers sent to the shop on it), the shop's cheese being made by the dairy, the
 * carrier's crew unloading for the shop, the arepa kitchen's order whose cheese step the dairy
 * makes for it (outsourced, started).
 * Providers: the shop's farm, the farm's dairy and supply shop.
 */
export async function seedDemoRequests(ctx: DemoContext): Promise<void> {
  const db = ctx.tx;
  const as = (key: DemoUserKey): Caller => ({ id: ctx.users[key], userType: TYPES[key] });
  const productOf = (owner: DemoUserKey, name: string) => {
    const id = ctx.products[owner]?.[name];
    if (!id) throw new Error(`demo request names ${name}, which ${owner} does not have`);
    return id;
  };
  const ask = async (requester: DemoUserKey, owner: DemoUserKey, name: string, amount: number, price: number) =>
    (await requests.requestProduct(db, as(requester), { productId: productOf(owner, name), amount, proposedPrice: amount * price }, NO_LINKS))._id;
  const serviceOf = async (owner: DemoUserKey, name: string) => {
    const [row] = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.userId, ctx.users[owner]), eq(services.name, name)));
    return row.id;
  };

  // Received by the farm, not yet opened: the badge shows it.
  await ask('minorist', 'agro', 'Mango de azúcar', 30, 4000);

  // Accepted in part and handed over: waiting for the shop to receive it.
  const yuca = await ask('minorist', 'agro', 'Yuca', 50, 2200);
  await requests.acceptProductRequest(db, as('agro'), { requestId: yuca, amountAccepted: 40 });
  await requests.completeProductRequest(db, as('agro'), { requestId: yuca });

  // Completed: the dairy's cheese, received into the shop's own cheese.
  const cheeseOrder = await ask('minorist', 'enterprise', 'Queso costeño', 10, 24000);
  await requests.acceptProductRequest(db, as('enterprise'), { requestId: cheeseOrder, amountAccepted: 10 });
  await requests.completeProductRequest(db, as('enterprise'), { requestId: cheeseOrder });
  await requests.receiveProductsRequest(db, as('minorist'), {
    requestId: cheeseOrder,
    productsToReceive: [{ product: productOf('enterprise', 'Queso costeño'), counterPart: productOf('minorist', 'Queso costeño') }],
  });

  // On course: the dairy's sacks, accepted by the supply shop, to be handed over.
  const sacks = await ask('enterprise', 'supplier', 'Sacos de yute', 25, 3500);
  await requests.acceptProductRequest(db, as('supplier'), { requestId: sacks, amountAccepted: 25 });

  // Rejected, with its reason.
  const yam = await ask('requester', 'agro', 'Ñame espino', 5, 3500);
  await requests.rejectRequest(db, as('agro'), { requestId: yam, reason: 'Esa semana no hay cosecha de ñame.' });

  // Cancelled by the shop before the supply shop answered.
  const fertiliser = await ask('minorist', 'supplier', 'Fertilizante triple 15', 2, 185000);
  await requests.cancelRequest(db, as('minorist'), { requestId: fertiliser });

  // Services: the consumer's cheese order has a price proposal to answer; the farm's pulp order waits.
  const cheeseService = await serviceOf('enterprise', 'Queso costeño por encargo');
  const cheese = await requests.createServiceRequest(
    db,
    as('requester'),
    { serviceId: cheeseService, products: [{ id: productOf('enterprise', 'Queso costeño'), amount: 12 }], requiredDate: inDays(ctx.now, 7) },
    NO_LINKS,
  );
  await requests.proposePriceRequest(db, as('enterprise'), { requestId: cheese._id, proposedPrice: 216000 });
  const pulpService = await serviceOf('enterprise', 'Maquila de pulpa de mango');
  await requests.createServiceRequest(
    db,
    as('agro'),
    { serviceId: pulpService, products: [{ id: productOf('enterprise', 'Pulpa de mango'), amount: 40 }], requiredDate: inDays(ctx.now, 10) },
    NO_LINKS,
  );

  // Goods in storage: the farm's yams, kept by the carrier until the month's end.
  const storageService = await serviceOf('logistic', 'Bodegaje seco en la Vía 40');
  const yams = await requests.requestStorageService(
    db,
    as('agro'),
    {
      serviceId: storageService,
      products: [{ id: productOf('agro', 'Ñame espino'), amount: 100 }],
      startDate: inDays(ctx.now, 0),
      finishedDate: inDays(ctx.now, 30),
    },
    NO_LINKS,
  );
  await requests.proposePriceRequest(db, as('logistic'), { requestId: yams._id, proposedPrice: 180000 });
  await requests.acceptProposedPrice(db, as('agro'), { requestId: yams._id });
  await serviceMoves.acceptServiceRequest(db, as('logistic'), { requestId: yams._id });

  /** The farm's goods on the carrier's truck to the shop: asked by `sender`, agreed at `price`, picked up. */
  const onTheTruck = async (sender: DemoUserKey, goods: Partial<RequestTransportServiceBody>, price: number) => {
    const order = await requests.requestTransportService(
      db,
      as(sender),
      {
        serviceId: await serviceOf('logistic', 'Transporte refrigerado en el Atlántico'),
        wishDate: inDays(ctx.now, 1),
        originAddress: { town: '08433', address: 'Finca El Porvenir, vereda Caracolí' },
        destinationAddress: { town: '08001', address: 'Carrera 43 #70-15' },
        ...goods,
      },
      NO_LINKS,
    );
    await requests.proposePriceRequest(db, as('logistic'), { requestId: order._id, proposedPrice: price });
    await requests.acceptProposedPrice(db, as(sender), { requestId: order._id });
    await serviceMoves.acceptServiceRequest(db, as('logistic'), { requestId: order._id });
    await serviceMoves.startTransportRequest(db, as('logistic'), { requestId: order._id });
  };

  // A transport under way: the shop's plantains, bought from the farm, on the carrier's truck.
  const plantains = await ask('minorist', 'agro', 'Plátano hartón', 60, 700);
  await requests.acceptProductRequest(db, as('agro'), { requestId: plantains, amountAccepted: 60 });
  await onTheTruck('minorist', { linkedRequestId: plantains }, 85000);

  // A delivery on the road: the farm's own sweet peppers sent to its client the shop on the same truck.
  await onTheTruck('agro', { products: [{ id: productOf('agro', 'Ají dulce'), amount: 20 }], recipient: { userId: ctx.users.minorist } }, 45000);

  // A production service under way: the dairy makes the shop's cheese to order, its run started.
  const cheeseToOrder = await requests.createServiceRequest(
    db,
    as('minorist'),
    { serviceId: cheeseService, products: [{ id: productOf('enterprise', 'Queso costeño'), amount: 6 }], requiredDate: inDays(ctx.now, 5) },
    NO_LINKS,
  );
  await requests.proposePriceRequest(db, as('enterprise'), { requestId: cheeseToOrder._id, proposedPrice: 138000 });
  await requests.acceptProposedPrice(db, as('minorist'), { requestId: cheeseToOrder._id });
  await serviceMoves.acceptServiceRequest(db, as('enterprise'), { requestId: cheeseToOrder._id });

  // A logistic service in progress: the carrier's crew unloading the shop's goods.
  const unloading = await requests.requestLogisticService(
    db,
    as('minorist'),
    { serviceId: await serviceOf('logistic', 'Cargue y descargue'), requiredDate: inDays(ctx.now, 0) },
    NO_LINKS,
  );
  await requests.proposePriceRequest(db, as('logistic'), { requestId: unloading._id, proposedPrice: 60000 });
  await requests.acceptProposedPrice(db, as('minorist'), { requestId: unloading._id });
  await serviceMoves.acceptServiceRequest(db, as('logistic'), { requestId: unloading._id });

  // An outsourced production order: the arepa kitchen's cheese step, made by the dairy (started).
  await db.insert(userProviders).values({ userId: ctx.users.kitchen, providerId: ctx.users.enterprise });
  const named = async (table: typeof activities | typeof processes, name: string) =>
    (
      await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.userId, ctx.users.kitchen), eq(table.name, name)))
    )[0].id;
  const outsourced = await outsourceActivity(
    db,
    as('kitchen'),
    {
      activityId: await named(activities, 'Queso para el relleno'),
      productionOrder: await named(processes, 'Arepas de queso'),
      providerId: ctx.users.enterprise,
      serviceId: cheeseService,
      requiredDate: inDays(ctx.now, 6),
      expectedOutputProducts: [{ id: productOf('kitchen', 'Queso para relleno'), amount: 8, counterpart: productOf('enterprise', 'Queso costeño') }],
    },
    NO_LINKS,
  );
  const fillingCheese = outsourced.data.request as string;
  await requests.proposePriceRequest(db, as('enterprise'), { requestId: fillingCheese, proposedPrice: 200000 });
  await requests.acceptProposedPrice(db, as('kitchen'), { requestId: fillingCheese });
  await serviceMoves.acceptServiceRequest(db, as('enterprise'), { requestId: fillingCheese });

  await db.insert(userProviders).values([
    { userId: ctx.users.minorist, providerId: ctx.users.agro },
    { userId: ctx.users.agro, providerId: ctx.users.enterprise },
    { userId: ctx.users.agro, providerId: ctx.users.supplier },
    { userId: ctx.users.requester, providerId: ctx.users.enterprise },
  ]);
}
