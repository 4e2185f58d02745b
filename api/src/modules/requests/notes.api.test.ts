import { LIMITS } from '@agrocadena/contracts';
import { requestNotes } from './tables';
import type { TestUser } from '../../../test/support/accounts';
import type { JsonObject } from '../../../test/support/http';
import { openLiveStream } from '../../../test/support/live-stream';
import { createProduct, userOfType } from '../../../test/support/products';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let farmer: TestUser;
let shop: TestUser;
let stranger: TestUser;
let requestId: string;

const as = (user: TestUser, lang: 'es' | 'en' = 'en') => ({ token: user.token, lang });
const notes = async (user: TestUser) => (await api.get(`/requests/${requestId}/notes`, as(user))).body.data;
const write = (user: TestUser, text: unknown, lang: 'es' | 'en' = 'en') => api.post(`/requests/${requestId}/notes`, { text }, as(user, lang));
const row = async (user: TestUser, list: string) =>
  (await api.get(`/users/${user.id}/${list}`, as(user))).body.data.find((r: JsonObject) => r._id === requestId);

beforeAll(async () => {
  [farmer, shop, stranger] = await Promise.all([
    userOfType(api, t.outboxDir, 'AGRO'),
    userOfType(api, t.outboxDir, 'MINORIST'),
    userOfType(api, t.outboxDir, 'SUPPLIER'),
  ]);
  const cheese = await createProduct(api, farmer, { name: 'Queso costeño', amount: 20, unitCost: 9000, price: 15000, public: true });
  const asked = await api.post('/requestProduct', { productId: cheese._id, amount: 2.5, proposedPrice: 37500 }, as(shop));
  requestId = asked.body.data._id;
});

describe('a note thread on a request (docs/domain.md#request-notes)', () => {
  test('both parties write; the other one reads it unread on the row and live, until the thread is opened', async () => {
    const farmStream = await openLiveStream(t.baseUrl, farmer.token);
    const heardBefore = farmStream.changes().length;
    const sent = await write(shop, '  ¿Lo tiene en bloques de 500 g?\nLo recojo el sábado.  ', 'es');
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      message: 'Nota enviada.',
      data: { author: 'requester', mine: true, text: '¿Lo tiene en bloques de 500 g?\nLo recojo el sábado.', read: false },
    });
    expect(await farmStream.changeOf('requests', heardBefore)).toContain('requests');

    expect(await row(farmer, 'requestsMadeToMe')).toMatchObject({ unreadNotes: 1 });
    expect(await row(shop, 'requestsMadeToOthers')).toMatchObject({ unreadNotes: 0 });
    expect(await notes(farmer)).toEqual([expect.objectContaining({ author: 'requester', mine: false, read: false })]);

    // Reading the thread marks it read for the reader only; the writer sees it read.
    expect((await api.post(`/requests/${requestId}/notes/read`, {}, as(farmer))).body.data).toEqual({ unreadNotes: 0 });
    expect(await row(farmer, 'requestsMadeToMe')).toMatchObject({ unreadNotes: 0 });
    expect(await notes(shop)).toEqual([expect.objectContaining({ mine: true, read: true })]);

    expect((await write(farmer, 'Sí, en bloques de 500 g.')).status).toBe(201);
    expect(await row(shop, 'requestsMadeToOthers')).toMatchObject({ unreadNotes: 1 });
    // The shop's own reading leaves the farmer's unread count alone.
    await api.post(`/requests/${requestId}/notes/read`, {}, as(shop));
    expect((await notes(shop)).map((note: JsonObject) => [note.author, note.mine])).toEqual([
      ['requester', true],
      ['provider', false],
    ]);
    expect(await row(shop, 'requestsMadeToOthers')).toMatchObject({ unreadNotes: 0 });
    expect((await api.get(`/requests/${requestId}`, as(farmer))).body.data).toMatchObject({ unreadNotes: 0 });
  });

  test('a blank or too long note is refused naming the text, and nothing is written', async () => {
    const before = (await notes(shop)).length;
    const blank = await write(shop, '   ', 'es');
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ field: 'text' });
    const long = await write(shop, 'x'.repeat(LIMITS.noteText + 1));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ field: 'text' });
    expect((await write(shop, 42)).body).toMatchObject({ field: 'text' });
    expect(await notes(shop)).toHaveLength(before);
  });

  test('to anyone but its parties the thread does not exist (404); without a session, 401', async () => {
    expect((await api.get(`/requests/${requestId}/notes`, as(stranger))).status).toBe(404);
    expect((await write(stranger, 'Hola')).status).toBe(404);
    expect((await api.post(`/requests/${requestId}/notes/read`, {}, as(stranger))).status).toBe(404);
    expect((await api.get('/requests/not-an-id/notes', as(shop))).status).toBe(404);
    expect((await api.get(`/requests/${requestId}/notes`)).status).toBe(401);
    expect(await row(farmer, 'requestsMadeToMe')).toMatchObject({ unreadNotes: 0 });
  });

  test('a thread keeps at most its limit of notes (409 NOTES_FULL)', async () => {
    const held = (await notes(shop)).length;
    const filler = Array.from({ length: LIMITS.requestNotes - held - 1 }, () => ({ requestId, authorId: shop.id, body: 'nota' }));
    await t.database.db.insert(requestNotes).values(filler);
    expect((await write(shop, 'La última')).status).toBe(201);
    const full = await write(farmer, 'Una más', 'es');
    expect(full.status).toBe(409);
    expect(full.body).toMatchObject({ code: 'NOTES_FULL', message: `Esta solicitud ya tiene ${LIMITS.requestNotes} notas: no caben más.` });
    expect(await notes(farmer)).toHaveLength(LIMITS.requestNotes);
  });
});
