import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { products, stockMovements } from '../src/modules/products/tables';
import { users } from '../src/modules/accounts/tables';
import { addStock, changeStockLevel, fromScaled, initialLevel, removeStock, toScaled, type StockLevel } from '../src/modules/stock/rules';
import { uploadsRoot } from '../src/files/storage';
import { runSeeds } from '../src/seed';
import { useTestApp } from './support/test-app';

const t = useTestApp({ demo: true });
const api = t.api;

const TYPES = ['AGRO', 'ENTERPRISE', 'LOGISTIC', 'SUPPLIER', 'MINORIST', 'REQUESTER'];

test('one verified demo account per user type, password demo12345, in Atlántico', async () => {
  const persons = new Set<string>();
  for (const type of TYPES) {
    const login = await api.post('/login', { email: `${type.toLowerCase()}@demo.agrocadena.co`, password: 'demo12345' });
    expect(login.status).toBe(200);
    expect(login.body.data.userType).toBe(type);
    const profile = (await api.get(`/users/${login.body.data._id}`, { token: login.body.data.token })).body.data;
    expect(profile.town.departmentId).toBe(8);
    persons.add(profile.personType);
    if (profile.personType === 'JURIDICAL') expect(profile.enterpriseName).toBeTruthy();
    else expect(profile.firstName && profile.lastName).toBeTruthy();
  }
  expect([...persons].sort()).toEqual(['JURIDICAL', 'NATURAL']);
});

test('demo requests leave each account its unseen requests to act on', async () => {
  const counts = async (type: string) => {
    const { data } = (await api.post('/login', { email: `${type}@demo.agrocadena.co`, password: 'demo12345' })).body;
    return (await api.get(`/users/${data._id}/countUnseenRequests`, { token: data.token })).body.data;
  };
  // The farm: the shop's mango order; the dairy: the farm's pulp order (its proposal to the consumer
  // waits on the consumer); the shop: its yuca to receive; the consumer: the dairy's proposal.
  expect(await counts('agro')).toEqual({ sent: 0, received: 1 });
  expect(await counts('enterprise')).toEqual({ sent: 0, received: 1 });
  expect(await counts('minorist')).toEqual({ sent: 1, received: 0 });
  expect(await counts('requester')).toEqual({ sent: 1, received: 0 });
  expect(await counts('logistic')).toEqual({ sent: 0, received: 0 });
});

test('the demo fills the request lists: the shop sees each of its sent lists, the farm and the dairy their received ones', async () => {
  const overview = async (key: string) => {
    const { data } = (await api.post('/login', { email: `${key}@demo.agrocadena.co`, password: 'demo12345' })).body;
    return (await api.get(`/users/${data._id}/requestsOverview`, { token: data.token })).body.data;
  };
  expect(await overview('minorist')).toMatchObject({
    requestMadeToOthers: 2,
    // The plantains bought, in transport, and their transport; the cheese being made; the unloading.
    requestAcceptedToOthers: 4,
    // The cheese bought and received, and the cheese of the farm's milk (docs/domain.md#lots).
    requestHistoricalToOthers: 3,
    // The farm's sweet peppers on their way to the shop, to receive once delivered.
    requestAcceptedToMe: 1,
  });
  // The farm's yams in the carrier's storage, the plantains it sold on the carrier's truck, its
  // sweet peppers sent to the shop (the transport and the delivery): on course.
  expect(await overview('agro')).toMatchObject({
    requestMadeToMe: 2,
    requestRejectedToMe: 1,
    requestMadeToOthers: 1,
    requestAcceptedToOthers: 3,
    requestAcceptedToMe: 1,
  });
  expect(await overview('logistic')).toMatchObject({ requestAcceptedToMe: 4, requestMadeToMe: 0 });
  // The shop's cheese and the kitchen's filling cheese, both being made; two cheeses sold to the
  // shop, the second made of the farm's milk.
  expect(await overview('enterprise')).toMatchObject({
    requestMadeToMe: 2,
    requestAcceptedToMe: 2,
    requestHistoricalToMe: 2,
    requestAcceptedToOthers: 1,
  });
  expect(await overview('requester')).toMatchObject({ requestMadeToOthers: 1, requestRejectedToOthers: 1 });
});

test("a newcomer traces the shop's cheese back to the farm's milk, and the farm's milk forward to the shop", async () => {
  const login = async (key: string) => (await api.post('/login', { email: `${key}@demo.agrocadena.co`, password: 'demo12345' })).body.data;
  const [shop, farm] = [await login('minorist'), await login('agro')];
  const productNamed = async (user: { _id: string; token: string }, name: string) =>
    ((await api.get(`/users/${user._id}/products?limit=50`, { token: user.token })).body.data as { _id: string; name: string }[]).find(
      (p) => p.name === name,
    ) as { _id: string };
  const lotsOf = async (user: { token: string }, product: { _id: string }) =>
    (await api.get(`/products/${product._id}/lots?limit=100&include=all`, { token: user.token })).body.data as {
      _id: string;
      origin: string;
      request: { kind: string } | null;
    }[];
  const shopCheese = (await lotsOf(shop, await productNamed(shop, 'Queso costeño'))).filter((lot) => lot.origin === 'reception');
  const traces = await Promise.all(
    shopCheese.map(async (lot) => (await api.get(`/lots/${lot._id}/trace?direction=backward`, { token: shop.token })).body.data),
  );
  const toFarm = traces.find((trace) => trace.nodes.some((node: { lot: { owner: { _id: string } } }) => node.lot.owner._id === farm._id));
  // Depth by depth: the shop's cheese, the dairy's, what went into it (its milk and salt), the farm's milk.
  const named = toFarm.nodes.map((node: { depth: number; lot: { product: { name: string } } }) => [node.depth, node.lot.product.name]);
  expect(named).toEqual(
    expect.arrayContaining([
      [0, 'Queso costeño'],
      [1, 'Queso costeño'],
      [2, 'Leche cruda'],
      [2, 'Sal marina'],
      [3, 'Leche de ordeño'],
    ]),
  );
  const farmMilk = toFarm.nodes.find((node: { depth: number }) => node.depth === 3).lot;
  const recall = (await api.get(`/lots/${farmMilk._id}/recall`, { token: farm.token })).body.data as { customer: { _id: string } }[];
  expect(recall.map((line) => line.customer._id)).toContain(shop._id);
  // The milk expires within days: the farm's home lists it.
  expect(((await api.get('/lots/expiring', { token: farm.token })).body.data as unknown[]).length).toBeGreaterThan(0);
});

test('the arepa kitchen’s order has its cheese step made by the dairy: outsourced, started', async () => {
  const { data: kitchen } = (await api.post('/login', { email: 'kitchen@demo.agrocadena.co', password: 'demo12345' })).body;
  const as = { token: kitchen.token };
  const [run] = (await api.get(`/users/${kitchen._id}/activeActivities?skip=0&limit=12`, as)).body.data;
  expect(run).toMatchObject({
    status: 'OUTSOURCED_STARTED',
    activity: { name: 'Queso para el relleno' },
    provider: { enterpriseName: 'Lácteos del Caribe S.A.S.' },
  });
  const [order] = (await api.get(`/users/${kitchen._id}/activeProductionOrders?skip=0&limit=12`, as)).body.data;
  expect(order).toMatchObject({ _id: run.productionOrder, status: 'OUTSOURCED_STARTED' });
  expect((await api.get(`/requests/${run.request}`, as)).body.data).toMatchObject({ state: 'IN_PROGRESS', agreedPrice: 200000 });
});

const login = async (key: string) => (await api.post('/login', { email: `${key}@demo.agrocadena.co`, password: 'demo12345' })).body.data;

async function demoProducts(key: string) {
  const [owner] = await t.database.db
    .select()
    .from(users)
    .where(eq(users.email, `${key}@demo.agrocadena.co`));
  return t.database.db.select().from(products).where(eq(products.userId, owner.id));
}

const levelOf = (row: { amountAfter: string; stockValueAfter: string; unitCostAfter: string }): StockLevel => ({
  amount: row.amountAfter,
  stockValue: row.stockValueAfter,
  unitCost: row.unitCostAfter,
});

describe('demo inventories', () => {
  test.each(['agro', 'enterprise', 'supplier', 'minorist'])(
    '%s keeps 5–12 products (one page), some public, some private, one out of stock',
    async (key) => {
      const rows = await demoProducts(key);
      expect(rows.length).toBeGreaterThanOrEqual(5);
      expect(rows.length).toBeLessThanOrEqual(12);
      expect(rows.some((p) => p.public)).toBe(true);
      expect(rows.some((p) => !p.public)).toBe(true);
      expect(rows.some((p) => Number(p.amount) === 0)).toBe(true);
      expect(rows.some((p) => Number(p.amount) > 0)).toBe(true);
      if (key === 'supplier') expect(new Set(rows.map((p) => p.type))).toEqual(new Set(['SUPPLIE']));
    },
  );

  test('carriers and consumers keep none', async () => {
    expect(await demoProducts('logistic')).toEqual([]);
    expect(await demoProducts('requester')).toEqual([]);
  });

  test("every product's amount, value and unit cost are the exact replay of its ledger", async () => {
    const all = await t.database.db.select().from(products);
    const ledger = await t.database.db
      .select()
      .from(stockMovements)
      .where(
        inArray(
          stockMovements.productId,
          all.map((p) => p.id),
        ),
      )
      .orderBy(asc(stockMovements.createdAt));
    const now = Date.now();
    for (const product of all) {
      const rows = ledger.filter((m) => m.productId === product.id);
      const history = rows.filter((m) => ['initial', 'addition', 'removal'].includes(m.reason));
      expect(history.length).toBeGreaterThanOrEqual(6);
      expect(history.length).toBeLessThanOrEqual(15);
      // Spread over the last ~120 days, all in the past, made by the owner.
      expect(now - rows[0].createdAt.getTime()).toBeGreaterThan(100 * 24 * 3600_000);
      expect(now - rows[0].createdAt.getTime()).toBeLessThan(125 * 24 * 3600_000);
      expect(rows[rows.length - 1].createdAt.getTime()).toBeLessThan(now);
      expect(rows.every((m) => m.userId === product.userId)).toBe(true);
      expect(product.createdAt).toEqual(rows[0].createdAt);

      const [first, ...rest] = rows;
      expect(first.reason).toBe('initial');
      let level = initialLevel(first.delta, first.unitCost);
      expect(levelOf(first)).toEqual(level);
      for (const movement of rest) {
        // What the lot cost in all: whole pesos, as POST /stock takes it; a run's output its exact share.
        const added = toScaled(movement.stockValueAfter, 4) - toScaled(level.stockValue, 4);
        const cost = movement.reason === 'addition' ? Number(added / 10_000n) : undefined;
        if (cost !== undefined) expect(added % 10_000n).toBe(0n);
        const change =
          movement.reason === 'consumption' || movement.reason === 'delivery' || movement.reason === 'storage'
            ? { ...removeStock(level, movement.delta.replace('-', '')), reason: movement.reason }
            : movement.reason === 'production' || movement.reason === 'reception' || movement.reason === 'storageReturn'
              ? { ...addStock(level, movement.delta, fromScaled(added, 4)), reason: movement.reason }
              : changeStockLevel(level, movement.amountAfter, cost);
        expect({ reason: movement.reason, delta: movement.delta, unitCost: movement.unitCost, after: levelOf(movement) }).toEqual({
          reason: change.reason,
          delta: change.delta,
          unitCost: change.movementUnitCost,
          after: change.after,
        });
        level = change.after;
      }
      expect({ amount: product.amount, stockValue: product.stockValue, unitCost: product.unitCost }).toEqual(level);
      // A chart worth looking at: stock both came in and went out.
      expect(rest.some((m) => m.reason === 'addition') && rest.some((m) => m.reason === 'removal')).toBe(true);
    }
  });

  test('every product has its picture and thumbnail on disk, served as WebP', async () => {
    const all = await t.database.db.select().from(products);
    for (const product of all) {
      expect(product.image).toMatch(new RegExp(`^products/${product.id}/image-[0-9a-f]+\\.webp$`));
      const image = await sharp(fs.readFileSync(path.join(uploadsRoot(t.dataDir), product.image!))).metadata();
      const thumbnail = await sharp(fs.readFileSync(path.join(uploadsRoot(t.dataDir), product.imageThumbnail!))).metadata();
      expect([image.format, thumbnail.format]).toEqual(['webp', 'webp']);
      expect(image.width).toBeGreaterThan(thumbnail.width!);
    }
    // A public product's picture is anyone's; a private one's only its owner's (signed URLs).
    const served = await fetch(`${t.baseUrl}/api/files/${all.find((p) => p.public)!.imageThumbnail}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await fetch(`${t.baseUrl}/api/files/${all.find((p) => !p.public)!.imageThumbnail}`)).status).toBe(404);
    // Each owner sees every picture of their inventory with the URLs the API gives them.
    const agro = await login('agro');
    const list = (await api.get(`/users/${agro._id}/products?skip=0&limit=50`, { token: agro.token })).body.data;
    expect(list.some((p: { public: boolean }) => !p.public)).toBe(true);
    for (const { image, imageThumbnail } of list) {
      for (const url of [image, imageThumbnail]) expect({ url, status: (await fetch(`${t.baseUrl}${url}`)).status }).toEqual({ url, status: 200 });
    }
  });
});

test('the carrier and the dairy have branch offices around Barranquilla, Soledad and Malambo', async () => {
  for (const key of ['logistic', 'enterprise']) {
    const user = await login(key);
    const res = await api.get(`/users/${user._id}/branchOffices?skip=0&limit=12`, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.totalItems).toBeGreaterThanOrEqual(3);
    const addresses = res.body.data.map((o: { address: string }) => o.address).join(' | ');
    for (const town of ['Barranquilla', 'Soledad', 'Malambo']) expect(addresses).toContain(town);
    for (const { location } of res.body.data) {
      // Within about 20 km of Barranquilla.
      expect(Math.abs(location.latitude - 10.9685)).toBeLessThan(0.2);
      expect(Math.abs(location.longitude + 74.7813)).toBeLessThan(0.2);
    }
  }
});

test('the dairy describes its mango pulp line: activities over its own products and a process in order', async () => {
  const enterprise = await login('enterprise');
  const activities = (await api.get(`/users/${enterprise._id}/activities?skip=0&limit=12`, { token: enterprise.token })).body;
  expect(activities.totalItems).toBe(5);
  const pulping = activities.data.find((a: { name: string }) => a.name === 'Despulpado');
  expect(pulping.inputProducts).toEqual([{ product: expect.objectContaining({ name: 'Mango seleccionado', unitMeasure: 'Kg' }), amount: 100 }]);
  expect(pulping.outputProducts).toEqual([{ product: expect.objectContaining({ name: 'Pulpa de mango cruda' }), amount: 65 }]);
  const processes = (await api.get(`/users/${enterprise._id}/processes?skip=0&limit=12`, { token: enterprise.token })).body;
  expect(processes.data.map((p: { name: string }) => p.name)).toEqual(['Línea de pulpa de mango']);
  expect(processes.data[0].activities.map((a: { name: string }) => a.name)).toEqual([
    'Selección y lavado del mango',
    'Despulpado',
    'Pasteurización y empaque',
  ]);
});

test('the dairy’s production runs in every state, its reservations exactly what its scheduled runs hold', async () => {
  const dairy = await login('enterprise');
  const as = { token: dairy.token };
  const list = async (path: string) => (await api.get(`/users/${dairy._id}/${path}?skip=0&limit=12`, as)).body.data;
  const running = await list('activeActivities');
  // Newest first: the kitchen's filling cheese and the shop's cheese, each made for its request; a step of an order.
  expect(running.map((r: { activity: { name: string } }) => r.activity.name)).toEqual([
    'Cuajado y prensado del queso',
    'Cuajado y prensado del queso',
    'Despulpado',
  ]);
  expect(running[0].request).toEqual(expect.any(String));
  expect(running[1].request).toEqual(expect.any(String));
  expect(running[2].productionOrder).toEqual(expect.any(String));
  expect((await list('pausedActivities')).map((r: { pauseReason: string }) => r.pauseReason)).toEqual(['Esperando cuajo del proveedor']);
  expect(await list('scheduledActivities')).toHaveLength(2);
  // The cheese of the farm's milk (the newest) and the batch paused for a power cut on its way.
  const completed = await list('completedActivities');
  const details = await Promise.all(completed.map(async (run: { _id: string }) => (await api.get(`/executedActivities/${run._id}`, as)).body.data));
  expect(details.map((detail) => detail.milestones.map((m: { action: string }) => m.action))).toEqual(
    expect.arrayContaining([
      ['create', 'complete'],
      ['create', 'pause', 'restart', 'complete'],
    ]),
  );
  expect(await list('abortedActivities')).toHaveLength(1);
  expect((await list('activeProductionOrders')).map((o: { status: string }) => o.status)).toEqual(['ACTIVE']);
  expect((await list('pausedProductionOrders')).map((o: { status: string }) => o.status)).toEqual(['ON_HOLD']);
  expect((await list('scheduledProductionOrders')).map((o: { status: string }) => o.status)).toEqual(['SCHEDULED']);
  const active = (await list('activeProductionOrders'))[0];
  const order = (await api.get(`/productionOrders/${active._id}`, as)).body.data;
  expect(order.executedActivities.map((r: { activity: { name: string }; status: string }) => [r.activity.name, r.status])).toEqual([
    ['Selección y lavado del mango', 'COMPLETED'],
    ['Despulpado', 'IN_PROGRESS'],
  ]);

  const reserved = new Map<string, number>();
  for (const run of await list('scheduledActivities'))
    for (const need of run.neededProducts) reserved.set(need.product._id, (reserved.get(need.product._id) ?? 0) + need.amount);
  const stock = await t.database.db.select().from(products).where(eq(products.userId, dairy._id));
  for (const product of stock) expect(Number(product.reserved)).toBeCloseTo(reserved.get(product.id) ?? 0, 2);
});

test('the carrier offers transport over Atlántico, storage in a branch office and logistics; the dairy its production', async () => {
  const carrier = await login('logistic');
  const offered = (await api.get(`/users/${carrier._id}/services?skip=0&limit=12`, { token: carrier.token })).body.data;
  const byType = Object.fromEntries(offered.map((s: { type: string }) => [s.type, s]));
  expect(Object.keys(byType).sort()).toEqual(['LOGISTIC', 'STORAGE', 'TRANSPORT']);
  expect(byType.TRANSPORT.towns.map((town: { name: string }) => town.name)).toContain('Soledad');
  expect(byType.TRANSPORT.towns.every((town: { departmentId: number }) => town.departmentId === 8)).toBe(true);
  expect(byType.STORAGE.branchOffice.name).toBe('Centro de acopio Vía 40');
  expect(offered.some((s: { public: boolean }) => s.public)).toBe(true);
  expect(byType.TRANSPORT.imageThumbnail).toMatch(/-thumb\.webp$/);
  const dairy = await login('enterprise');
  const production = (await api.get(`/users/${dairy._id}/services?skip=0&limit=12`, { token: dairy.token })).body.data;
  expect(
    production.map((s: { process: { name: string } | null; activity: { name: string } | null }) => s.process?.name ?? s.activity?.name).sort(),
  ).toEqual(['Cuajado y prensado del queso', 'Línea de pulpa de mango']);
});

test('seeding again changes nothing', async () => {
  const before = (await t.database.db.select().from(products)).length;
  expect(await runSeeds(t.database.db, { demo: true, dataDir: t.dataDir })).toEqual({ geography: false, demo: false });
  expect((await t.database.db.select().from(products)).length).toBe(before);
});
