import { and, eq, isNull } from 'drizzle-orm';
import { oneTimeTokens } from './tables';
import type { RequestState } from '@agrocadena/contracts';
import { requests } from '../requests/tables';
import { createUser, juridicalBody, mailedToken, mailsTo, naturalBody, uniqueEmail, type TestUser } from '../../../test/support/accounts';
import type { ApiResponse } from '../../../test/support/http';
import { PUBLIC_URL, useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let ana: TestUser;
let firm: TestUser;

beforeAll(async () => {
  ana = await createUser(api, t.outboxDir, naturalBody());
  firm = await createUser(api, t.outboxDir, juridicalBody());
});

const profileBody = (overrides: Record<string, unknown> = {}) => ({
  email: ana.email,
  personType: 'NATURAL',
  socialIdType: 'CE',
  socialId: '55667788',
  firstName: 'Ana',
  lastName: 'Gutiérrez',
  phoneNumbers: ['3001112233', '6053334455'],
  town: '08433',
  address: 'Carrera 10 #5-20',
  ...overrides,
});

/** 429 RATE_LIMITED under the email field, with an hour's wait at most, in the header and the message alike. */
function expectRateLimited(res: ApiResponse) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ success: false, code: 'RATE_LIMITED', field: 'email' });
  const seconds = Number(res.headers.get('retry-after'));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(3600);
  // A wait this long is said in minutes.
  expect(res.body.message).toContain(` ${Math.ceil(seconds / 60)} min `);
}

describe('GET /users/{id}', () => {
  test('own profile', async () => {
    const res = await api.get(`/users/${ana.id}`, { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      _id: ana.id,
      email: ana.email,
      pendingEmail: null,
      userType: 'AGRO',
      personType: 'NATURAL',
      socialIdType: 'CC',
      socialId: '1047123456',
      firstName: 'Ana María',
      lastName: 'Gutiérrez Polo',
      enterpriseName: null,
      phoneNumbers: ['3001234567'],
      town: { _id: '08001', name: 'Barranquilla', departmentId: 8 },
      address: 'Calle 72 #45-10',
      photo: null,
      photoThumbnail: null,
      language: 'es',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test("another user's profile → 403; no token → 401", async () => {
    const other = await api.get(`/users/${firm.id}`, { token: ana.token, lang: 'en' });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'You are not allowed to access this resource.' });
    expect((await api.get('/users/not-a-uuid', { token: ana.token })).status).toBe(403);
    expect((await api.get(`/users/${ana.id}`)).status).toBe(401);
  });
});

describe('PUT /users/{id}/update', () => {
  test('natural person: updated and returned', async () => {
    const res = await api.put(`/users/${ana.id}/update`, profileBody({ enterpriseName: 'ignored', language: 'en' }), { token: ana.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      socialIdType: 'CE',
      firstName: 'Ana',
      lastName: 'Gutiérrez',
      enterpriseName: null,
      phoneNumbers: ['3001112233', '6053334455'],
      town: { _id: '08433', name: 'Malambo', departmentId: 8 },
      language: 'en',
    });
    expect((await api.get(`/users/${ana.id}`, { token: ana.token })).body.data.town._id).toBe('08433');
  });

  test('turning juridical drops the personal names', async () => {
    const body = {
      ...profileBody(),
      email: firm.email,
      personType: 'JURIDICAL',
      socialIdType: 'NIT',
      socialId: '900111222-3',
      enterpriseName: 'Frutas S.A.S.',
    };
    const res = await api.put(`/users/${firm.id}/update`, body, { token: firm.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ personType: 'JURIDICAL', firstName: null, lastName: null, enterpriseName: 'Frutas S.A.S.' });
  });

  test('the natural/juridical rules and schema errors give 400 with the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [profileBody({ socialIdType: 'NIT' }), 'socialIdType'],
      [profileBody({ firstName: null }), 'firstName'],
      [profileBody({ personType: 'JURIDICAL', socialIdType: 'NIT', enterpriseName: '  ' }), 'enterpriseName'],
      [profileBody({ personType: 'JURIDICAL', socialIdType: 'CC', enterpriseName: 'X S.A.S.' }), 'socialIdType'],
      [profileBody({ town: undefined }), 'town'],
      [profileBody({ town: '00000' }), 'town'],
      [profileBody({ phoneNumbers: [] }), 'phoneNumbers'],
      [profileBody({ email: 'nope' }), 'email'],
      [profileBody({ address: undefined }), 'address'],
    ];
    for (const [body, field] of cases) {
      const res = await api.put(`/users/${ana.id}/update`, body, { token: ana.token });
      expect({ field, status: res.status, body: res.body }).toMatchObject({ field, status: 400, body: { code: 'VALIDATION', field } });
    }
    expect((await api.get(`/users/${ana.id}`, { token: ana.token })).body.data.firstName).toBe('Ana');
  });

  test('a new email waits for the link mailed to it (the old address is told); the link makes it the account email, once', async () => {
    const fresh = uniqueEmail('renamed');
    const res = await api.put(`/users/${ana.id}/update`, profileBody({ email: fresh.toUpperCase(), firstName: 'Ana Lucía' }), { token: ana.token });
    expect(res.status).toBe(200);
    // The other fields change at once; the email only once the new address proves it is hers.
    expect(res.body.data).toMatchObject({ email: ana.email, pendingEmail: fresh, firstName: 'Ana Lucía' });
    // Soft line breaks of quoted-printable undone, the notice names the new address.
    expect(mailsTo(t.outboxDir, ana.email).some((m) => m.replace(/=\r?\n/g, '').includes(fresh))).toBe(true);
    const token = await mailedToken(t.outboxDir, fresh, 'confirm-email');
    expect((await api.post('/login', { email: fresh, password: ana.password })).status).toBe(401);

    const confirmed = await api.post('/confirmEmailChange', { token }, { lang: 'en' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ success: true, data: { email: fresh }, message: 'Done: this is now the email of your account.' });
    expect((await api.get(`/users/${ana.id}`, { token: ana.token })).body.data).toMatchObject({ email: fresh, pendingEmail: null });
    expect((await api.post('/login', { email: fresh, password: ana.password })).status).toBe(200);
    expect((await api.post('/confirmEmailChange', { token })).body).toMatchObject({ code: 'INVALID_TOKEN', field: 'token' });
    ana.email = fresh;
  });

  test('asking for the current email again cancels a pending change; an address taken meanwhile → 409 at confirmation', async () => {
    const first = uniqueEmail('first');
    await api.put(`/users/${ana.id}/update`, profileBody({ email: first }), { token: ana.token });
    const firstToken = await mailedToken(t.outboxDir, first, 'confirm-email');
    const cancelled = await api.put(`/users/${ana.id}/update`, profileBody(), { token: ana.token });
    expect(cancelled.body.data.pendingEmail).toBeNull();
    expect((await api.post('/confirmEmailChange', { token: firstToken })).status).toBe(400);

    const second = uniqueEmail('second');
    await api.put(`/users/${ana.id}/update`, profileBody({ email: second }), { token: ana.token });
    const secondToken = await mailedToken(t.outboxDir, second, 'confirm-email');
    await createUser(api, t.outboxDir, naturalBody({ email: second }));
    const clash = await api.post('/confirmEmailChange', { token: secondToken });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect((await api.get(`/users/${ana.id}`, { token: ana.token })).body.data.email).toBe(ana.email);
  });

  test("another user's account → 403, no token → 401", async () => {
    expect((await api.put(`/users/${firm.id}/update`, profileBody(), { token: ana.token })).status).toBe(403);
    expect((await api.put(`/users/${ana.id}/update`, profileBody())).status).toBe(401);
  });
});

describe('PUT /users/{id}/update with an address another account holds', () => {
  test('is answered like a free address: pending, the old address told, the holder mailed instead of a link', async () => {
    const asker = await createUser(api, t.outboxDir, naturalBody());
    const holder = await createUser(api, t.outboxDir, juridicalBody());
    const ask = (email: string) => api.put(`/users/${asker.id}/update`, profileBody({ email }), { token: asker.token, lang: 'en' });

    const free = uniqueEmail('free');
    const freeAnswer = await ask(free);
    const freeToken = await mailedToken(t.outboxDir, free, 'confirm-email');
    const takenAnswer = await ask(holder.email.toUpperCase());
    expect(takenAnswer.status).toBe(freeAnswer.status);
    expect(takenAnswer.body).toEqual({ ...freeAnswer.body, data: { ...freeAnswer.body.data, pendingEmail: holder.email } });

    const notices = mailsTo(t.outboxDir, asker.email).filter((m) => m.includes('Pidieron cambiar el correo'));
    expect(notices.map((m) => [m.includes(free), m.includes(holder.email)])).toEqual([
      [true, false],
      [false, true],
    ]);
    const toHolder = mailsTo(t.outboxDir, holder.email);
    expect(toHolder).toHaveLength(2);
    expect(toHolder[1]).toContain('Subject: Pidieron usar su correo en otra cuenta de AgroCadena');
    expect(toHolder[1]).toContain('Hola Frutas del Atlántico S.A.S., alguien pidió que este correo sea el de otra cuenta de AgroCadena.');
    expect(toHolder[1]).toContain(`${PUBLIC_URL}/login`);
    expect(toHolder[1]).not.toMatch(/confirm-email|reset-password/);

    // No link exists for the held address, and the free one's died with the newer ask.
    const liveEmailTokens = await t.database.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, asker.id), eq(oneTimeTokens.kind, 'email'), isNull(oneTimeTokens.usedAt)));
    expect(liveEmailTokens).toEqual([]);
    expect((await api.post('/confirmEmailChange', { token: freeToken })).body).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await api.get(`/users/${asker.id}`, { token: asker.token })).body.data).toMatchObject({ email: asker.email, pendingEmail: holder.email });
    expect((await api.post('/login', { email: holder.email, password: holder.password })).status).toBe(200);
  });
});

describe('PUT /users/{id}/update: how often new addresses may be asked for', () => {
  test('5 new addresses an hour per account, free or held alike; the 6th is refused with Retry-After and changes nothing', async () => {
    const asker = await createUser(api, t.outboxDir, naturalBody());
    const addresses = [firm.email, uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c'), uniqueEmail('d')];
    for (const email of addresses) {
      expect((await api.put(`/users/${asker.id}/update`, profileBody({ email }), { token: asker.token })).status).toBe(200);
    }
    const refused = await api.put(`/users/${asker.id}/update`, profileBody({ email: uniqueEmail('e'), firstName: 'Otra' }), {
      token: asker.token,
      lang: 'en',
    });
    expectRateLimited(refused);
    // A held address counts like a free one: asking for it again is refused too.
    expectRateLimited(await api.put(`/users/${asker.id}/update`, profileBody({ email: firm.email }), { token: asker.token }));
    const profile = (await api.get(`/users/${asker.id}`, { token: asker.token })).body.data;
    expect(profile).toMatchObject({ email: asker.email, pendingEmail: addresses[4], firstName: 'Ana' });

    // The rest of the profile may still change, and so may the pending address be dropped.
    const kept = await api.put(`/users/${asker.id}/update`, profileBody({ email: asker.email, firstName: 'Ana Sofía' }), { token: asker.token });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ firstName: 'Ana Sofía', pendingEmail: null });
  });

  test('3 asks an hour for one address, whoever asks; the 4th asker is refused with Retry-After and nothing is mailed', async () => {
    const target = uniqueEmail('target');
    const askers = [];
    for (let i = 0; i < 4; i++) askers.push(await createUser(api, t.outboxDir, naturalBody()));
    const ask = (asker: TestUser, email: string) =>
      api.put(`/users/${asker.id}/update`, profileBody({ email, firstName: 'Nueva' }), { token: asker.token, lang: 'en' });
    for (const asker of askers.slice(0, 3)) expect((await ask(asker, target)).status).toBe(200);
    expect(mailsTo(t.outboxDir, target)).toHaveLength(3);

    const late = askers[3];
    const mailsToLate = mailsTo(t.outboxDir, late.email).length;
    expectRateLimited(await ask(late, target.toUpperCase()));
    expect(mailsTo(t.outboxDir, target)).toHaveLength(3);
    expect(mailsTo(t.outboxDir, late.email)).toHaveLength(mailsToLate);
    expect((await api.get(`/users/${late.id}`, { token: late.token })).body.data).toMatchObject({ pendingEmail: null, firstName: 'Ana María' });
    // Only that address is closed to it.
    expect((await ask(late, uniqueEmail('other'))).status).toBe(200);
  });
});

describe('GET /users/{id}/countUnseenRequests', () => {
  test('counts received and sent unseen requests', async () => {
    const zero = await api.get(`/users/${ana.id}/countUnseenRequests`, { token: ana.token });
    expect(zero.status).toBe(200);
    expect(zero.body.data).toEqual({ sent: 0, received: 0 });

    const row = (state: RequestState, unseenBy: 'provider' | 'requester' | null, requesterId: string, userId: string) => ({
      kind: 'PRODUCTION' as const,
      state,
      unseenBy,
      requesterId,
      userId,
    });
    await t.database.db.insert(requests).values([
      // Received by Ana (provider): the pending ones waiting on her, unseen.
      row('PENDING', 'provider', firm.id, ana.id),
      row('PROPOSAL_ACCEPTED', 'provider', firm.id, ana.id),
      row('PENDING', null, firm.id, ana.id),
      row('PROPOSAL_SUBMITTED', 'requester', firm.id, ana.id),
      // Sent by Ana (requester): a proposal waiting on her, unseen.
      row('PROPOSAL_SUBMITTED', 'requester', ana.id, firm.id),
      row('PROPOSAL_SUBMITTED', null, ana.id, firm.id),
      row('PENDING', 'provider', ana.id, firm.id),
      // Over: in no pending list, so on no badge.
      row('REJECTED', 'requester', ana.id, firm.id),
    ]);
    const ana2 = await api.get(`/users/${ana.id}/countUnseenRequests`, { token: ana.token });
    expect(ana2.body.data).toEqual({ sent: 1, received: 2 });
    const firm2 = await api.get(`/users/${firm.id}/countUnseenRequests`, { token: firm.token });
    expect(firm2.body.data).toEqual({ sent: 1, received: 1 });
  });

  test("another user's counts → 403", async () => {
    expect((await api.get(`/users/${firm.id}/countUnseenRequests`, { token: ana.token })).status).toBe(403);
    expect((await api.get(`/users/${firm.id}/countUnseenRequests`)).status).toBe(401);
  });
});
