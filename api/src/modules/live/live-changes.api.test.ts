import { sql } from 'drizzle-orm';
import { newOpaqueToken } from '../accounts/session-rules';
import { createUser, PASSWORD, type TestUser } from '../../../test/support/accounts';
import { client, type JsonObject } from '../../../test/support/http';
import { openLiveStream } from '../../../test/support/live-stream';
import { createProduct, userOfType } from '../../../test/support/products';
import { startTestApp, useTestApp } from '../../../test/support/test-app';

// Live updates over HTTP: what another party does reaches the user's open streams as `change`
// events naming the topic to read again, and reaches nobody else.

const t = useTestApp();
const api = t.api;
let farmer: TestUser;
let shop: TestUser;
let stranger: TestUser;

const as = (user: TestUser) => ({ token: user.token, lang: 'en' as const });
const post = (path: string, body: JsonObject, user: TestUser) => api.post(path, body, as(user));
async function streamOf(user: TestUser) {
  const stream = await openLiveStream(t.baseUrl, user.token);
  expect(stream.status).toBe(200);
  return stream;
}
/** The farmer's lemons, made before any stream opens: making them is a change the farmer's own tabs hear. */
const farmersLemons = () => createProduct(api, farmer, { name: 'Limón Tahití', amount: 100, unitCost: 1000, price: 2000, public: true });
/** A request of the shop's to the farmer: the change both of them hear. */
async function shopAsksFarmer(lemons: Awaited<ReturnType<typeof farmersLemons>>, amount = 5) {
  const res = await post('/requestProduct', { productId: lemons._id, amount, proposedPrice: 2000 * amount }, shop);
  expect(res.status).toBe(201);
  return { lemons, request: res.body.data };
}

beforeAll(async () => {
  [farmer, shop, stranger] = await Promise.all([
    userOfType(api, t.outboxDir, 'AGRO'),
    userOfType(api, t.outboxDir, 'MINORIST'),
    userOfType(api, t.outboxDir, 'MINORIST'),
  ]);
});

test('without a session the stream is refused (401) like any private call', async () => {
  const stream = await openLiveStream(t.baseUrl);
  expect(stream.status).toBe(401);
  const bad = await openLiveStream(t.baseUrl, 'not-a-token');
  expect(bad.status).toBe(401);
});

test("a request reaches both parties' streams, every open app of each, and nobody else", async () => {
  const lemons = await farmersLemons();
  const [farmerPhone, farmerLaptop, shopStream, strangerStream] = await Promise.all([
    streamOf(farmer),
    streamOf(farmer),
    streamOf(shop),
    streamOf(stranger),
  ]);
  const { request } = await shopAsksFarmer(lemons);
  await Promise.all([farmerPhone.changeOf('requests'), farmerLaptop.changeOf('requests'), shopStream.changeOf('requests')]);
  // Events keep their commit order, so the lemons' own change (if it reached the phone at all) is already counted.
  const heardBefore = farmerPhone.changes().length;

  // The farmer accepts: the reservation of his stock and the request move in one commit, one event.
  const accepted = await post('/acceptProductRequest', { requestId: request._id, amountAccepted: 5 }, farmer);
  expect(accepted.status).toBe(200);
  expect((await farmerPhone.changeOf('products', heardBefore)).sort()).toEqual(['products', 'requests']);
  expect(await shopStream.changeOf('requests', 1)).toEqual(['requests']);

  // The stranger heard none of it: the first change on their stream is their own request.
  const theirs = await createProduct(api, farmer, { name: 'Maracuyá', amount: 10, unitCost: 500, price: 900, public: true });
  expect((await post('/requestProduct', { productId: theirs._id, amount: 1, proposedPrice: 900 }, stranger)).status).toBe(201);
  await strangerStream.changeOf('requests');
  expect(strangerStream.changes()).toEqual([['requests']]);
});

test('opening a pending list reaches only the party who saw it', async () => {
  const lemons = await farmersLemons();
  const [farmerStream, shopStream] = await Promise.all([streamOf(farmer), streamOf(shop)]);
  const { request } = await shopAsksFarmer(lemons);
  await Promise.all([farmerStream.changeOf('requests'), shopStream.changeOf('requests')]);
  const seen = await post('/markSeenRequests', { requestsIds: [request._id], userId: farmer.id }, farmer);
  expect(seen.status).toBe(200);
  await farmerStream.changeOf('requests', 1);
  expect((await post('/rejectRequest', { requestId: request._id, reason: 'Sin cosecha' }, farmer)).status).toBe(200);
  await farmerStream.changeOf('requests', 2);
  // A change of the shop's own stock marks the end: a stream's events keep their order, so what
  // came before it is all the shop heard — the asking and the rejection, not the farmer's reading.
  const shelf = await createProduct(api, shop, { name: 'Naranja', amount: 10, unitCost: 500 });
  expect((await post('/stock', { product: shelf._id, amount: 12, previousAmount: 10, cost: 500 }, shop)).status).toBe(200);
  await shopStream.changeOf('products');
  expect(shopStream.changes()).toEqual([['requests'], ['requests'], ['products']]);
});

test("a tab's own writes are not sent back to it; the user's other tabs hear them", async () => {
  const [phone, laptop] = await Promise.all([
    openLiveStream(t.baseUrl, farmer.token, { client: 'phone-1' }),
    openLiveStream(t.baseUrl, farmer.token, { client: 'laptop-1' }),
  ]);
  const lemons = await createProduct(api, farmer, { name: 'Limón pajarito', amount: 10, unitCost: 800 });
  const fromPhone = { ...as(farmer), headers: { 'X-Live-Client': 'phone-1' } };
  expect((await api.post('/stock', { product: lemons._id, amount: 12, previousAmount: 10, cost: 800 }, fromPhone)).status).toBe(200);
  await laptop.changeOf('products');
  // A write that names no tab (another device, a script) reaches every tab, the phone included;
  // the phone's stream keeps its order, so this is the first change it hears.
  expect((await post('/stock', { product: lemons._id, amount: 15, previousAmount: 12, cost: 800 }, farmer)).status).toBe(200);
  await phone.changeOf('products');
  expect(phone.changes()).toEqual([['products']]);
  await laptop.changeOf('products', 1);
});

test('a stream asked for a malformed tab is refused (400, naming client)', async () => {
  const res = await api.get('/liveChanges?client=tab%201', as(farmer));
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'client' });
});

test("logging out ends that user's streams, and the ended session cannot open another", async () => {
  const other = await userOfType(api, t.outboxDir, 'MINORIST');
  const stream = await streamOf(other);
  expect((await api.post('/logout', {}, as(other))).status).toBe(200);
  await stream.ended;
  expect((await openLiveStream(t.baseUrl, other.token)).status).toBe(401);
});

test('a server shutting down ends its streams instead of waiting for them', async () => {
  const server = await startTestApp();
  const user = await createUser(client(server.baseUrl), server.outboxDir);
  const stream = await openLiveStream(server.baseUrl, user.token);
  expect(stream.status).toBe(200);
  await server.close();
  await stream.ended;
});

test("changing the password ends the user's streams: every other session of theirs ended with it", async () => {
  const other = await userOfType(api, t.outboxDir, 'AGRO');
  const stream = await streamOf(other);
  const changed = await api.post('/changePassword', { email: other.email, password: 'otra-clave-123' }, as(other));
  expect(changed.status).toBe(200);
  await stream.ended;
  expect((await openLiveStream(t.baseUrl, other.token)).status).toBe(401);
});

test('a stream ends when its session expires, and the expired session cannot open another', async () => {
  const other = await userOfType(api, t.outboxDir, 'MINORIST');
  // A new session of one second, inserted: updating the user's session would notify AUTH_CHANGES,
  // and the stream could end on hearing that instead of at the expiry under test.
  const { token, hash } = newOpaqueToken();
  const inserted = await t.database.db.execute(
    sql`insert into sessions (token_hash, user_id, expires_at, created_at) values (${hash}, ${other.id}, now() + interval '1 second', now()) returning expires_at`,
  );
  const expiresAt = new Date((inserted as unknown as { rows: { expires_at: string | Date }[] }).rows[0].expires_at).getTime();
  // The user's sign-up changed their account: on a busy machine its AUTH_CHANGES can be heard only
  // now and end the stream early; the app would reconnect, and so does this test, until the expiry.
  do await (await streamOf({ ...other, token })).ended;
  while (Date.now() < expiresAt);
  expect((await openLiveStream(t.baseUrl, token)).status).toBe(401);
});

test('a session, an account and the process hold at most so many streams: past them 429 (translated), then 503', async () => {
  const server = await startTestApp({ liveLimits: { perSession: 2, perAccount: 3, total: 4 } });
  try {
    const serverApi = client(server.baseUrl);
    const user = await createUser(serverApi, server.outboxDir);
    const open = (token: string) => openLiveStream(server.baseUrl, token);
    expect([(await open(user.token)).status, (await open(user.token)).status]).toEqual([200, 200]);
    const third = await fetch(`${server.baseUrl}/api/liveChanges`, { headers: { authorization: user.token, 'accept-language': 'es' } });
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ success: false, code: 'TOO_MANY_STREAMS', message: expect.stringContaining('como máximo 2') });

    // Another session of the same account has its own share, up to the account's.
    const login = async () => (await serverApi.post('/login', { email: user.email, password: PASSWORD })).body.data.token as string;
    const laptop = await login();
    expect((await open(laptop)).status).toBe(200);
    const tablet = await login();
    const overAccount = await fetch(`${server.baseUrl}/api/liveChanges`, { headers: { authorization: tablet, 'accept-language': 'en' } });
    expect(overAccount.status).toBe(429);
    expect((await overAccount.json()).message).toContain('at most 3');

    // Another account still gets one, until the process holds its total: then 503, to try another.
    const neighbour = await createUser(serverApi, server.outboxDir);
    expect((await open(neighbour.token)).status).toBe(200);
    const full = await fetch(`${server.baseUrl}/api/liveChanges`, { headers: { authorization: neighbour.token } });
    expect(full.status).toBe(503);
    expect(full.headers.get('retry-after')).toBeTruthy();
  } finally {
    await server.close();
  }
});
