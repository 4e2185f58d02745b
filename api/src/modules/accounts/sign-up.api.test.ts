import { count, eq } from 'drizzle-orm';
import { users } from './tables';
import { juridicalBody, mailedToken, mailsTo, naturalBody, PASSWORD, uniqueEmail } from '../../../test/support/accounts';
import { PUBLIC_URL, useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;

async function userCount(): Promise<number> {
  const [{ n }] = await t.database.db.select({ n: count() }).from(users);
  return Number(n);
}

/** Asserts a 400 VALIDATION naming `field`, and that no user was written. */
async function expectRejected(body: Record<string, unknown>, field: string, lang: 'es' | 'en' = 'es') {
  const before = await userCount();
  const res = await api.post('/signUp', body, { lang });
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, code: 'VALIDATION', field, data: null });
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message).not.toMatch(/at .*\.ts|stack/i);
  expect(await userCount()).toBe(before);
  return res.body.message as string;
}

describe('POST /signUp validation', () => {
  const required = ['email', 'password', 'userType', 'personType', 'socialIdType', 'socialId', 'phoneNumbers', 'town', 'address'];
  test.each(required)('missing %s → 400 naming it', async (field) => {
    const body = naturalBody();
    delete body[field];
    await expectRejected(body, field);
  });

  test('the message names the field in the caller language', async () => {
    const body = naturalBody();
    delete body.address;
    expect(await expectRejected(body, 'address', 'es')).toBe('El campo «dirección» es obligatorio.');
    expect(await expectRejected(body, 'address', 'en')).toBe('The field "address" is required.');
  });

  test('a natural person needs first and last name', async () => {
    await expectRejected(naturalBody({ firstName: undefined }), 'firstName');
    await expectRejected(naturalBody({ lastName: undefined }), 'lastName');
    await expectRejected(naturalBody({ firstName: '   ' }), 'firstName');
    await expectRejected(naturalBody({ lastName: null }), 'lastName');
  });

  test('a juridical person needs an enterprise name', async () => {
    await expectRejected(juridicalBody({ enterpriseName: undefined }), 'enterpriseName');
    await expectRejected(juridicalBody({ enterpriseName: '' }), 'enterpriseName');
  });

  test('the id type must fit the person type', async () => {
    const natural = await expectRejected(naturalBody({ socialIdType: 'NIT' }), 'socialIdType', 'en');
    expect(natural).toContain('CC, CE or PASAPORTE');
    const juridical = await expectRejected(juridicalBody({ socialIdType: 'CC' }), 'socialIdType');
    expect(juridical).toContain('NIT');
    for (const idType of ['CC', 'CE', 'PASAPORTE']) {
      const res = await api.post('/signUp', naturalBody({ socialIdType: idType }));
      expect(res.status).toBe(201);
    }
  });

  test('bad values are refused with their field', async () => {
    await expectRejected(naturalBody({ email: 'not-an-email' }), 'email');
    await expectRejected(naturalBody({ password: 'short' }), 'password');
    await expectRejected(naturalBody({ password: '        ' }), 'password');
    await expectRejected(naturalBody({ userType: 'FARMER' }), 'userType');
    await expectRejected(naturalBody({ personType: 'ROBOT' }), 'personType');
    await expectRejected(naturalBody({ socialIdType: 'DNI' }), 'socialIdType');
    await expectRejected(naturalBody({ socialId: 'a b' }), 'socialId');
    await expectRejected(naturalBody({ phoneNumbers: [] }), 'phoneNumbers');
    await expectRejected(naturalBody({ phoneNumbers: ['abc'] }), 'phoneNumbers');
    await expectRejected(naturalBody({ town: '99999' }), 'town');
    await expectRejected(naturalBody({ address: 'x' }), 'address');
  });

  test('the password message gives the minimum length', async () => {
    const message = await expectRejected(naturalBody({ password: 'abc' }), 'password', 'en');
    expect(message).toBe('The field "password" must have at least 8 characters.');
  });

  test('no body, empty JSON and broken JSON are 400, never 500', async () => {
    const empty = await fetch(`${t.baseUrl}/api/signUp`, { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ success: false, code: 'VALIDATION', field: 'body' });
    const broken = await fetch(`${t.baseUrl}/api/signUp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ success: false, code: 'INVALID_BODY', field: 'body' });
    const noType = await fetch(`${t.baseUrl}/api/signUp`, { method: 'POST' });
    expect(noType.status).toBe(400);
    expect(await noType.json()).toMatchObject({ success: false, code: 'VALIDATION', field: 'body' });
  });
});

describe('POST /signUp success', () => {
  test('natural person: 201 with id and email, stored normalised, enterprise name dropped', async () => {
    const email = uniqueEmail('mixed.case');
    const res = await api.post('/signUp', naturalBody({ email: email.toUpperCase(), enterpriseName: 'Should go', firstName: '  Ana   María ' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, data: { email: email.toLowerCase() }, message: expect.any(String) });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row).toMatchObject({ email: email.toLowerCase(), firstName: 'Ana María', enterpriseName: null, language: 'es', emailVerifiedAt: null });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
  });

  test('juridical person: first and last names are dropped', async () => {
    const body = juridicalBody({ firstName: 'Pedro', lastName: 'Pérez' });
    const res = await api.post('/signUp', body);
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({
      personType: 'JURIDICAL',
      socialIdType: 'NIT',
      firstName: null,
      lastName: null,
      enterpriseName: 'Frutas del Atlántico S.A.S.',
    });
  });

  test('the verification mail holds the full link, in the language of the sign-up', async () => {
    const spanish = naturalBody();
    await api.post('/signUp', spanish);
    const [mail] = mailsTo(t.outboxDir, spanish.email);
    const token = await mailedToken(t.outboxDir, spanish.email, 'verified');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail).toContain(`${PUBLIC_URL}/verified/${token}`);
    expect(mail).toContain(`To: ${spanish.email}`);
    expect(mail).toContain('Hola Ana María Gutiérrez Polo');

    const english = naturalBody();
    await api.post('/signUp', english, { lang: 'en' });
    expect(mailsTo(t.outboxDir, english.email)[0]).toContain('thank you for signing up');

    const chosen = naturalBody({ language: 'en' });
    await api.post('/signUp', chosen, { lang: 'es' });
    expect(mailsTo(t.outboxDir, chosen.email)[0]).toContain('Verify my email');
  });
});

/** The answer exactly as sent: status, header names and body text. */
async function rawSignUp(body: Record<string, unknown>) {
  const res = await fetch(`${t.baseUrl}/api/signUp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(body),
  });
  const headerNames: string[] = [];
  res.headers.forEach((_value, name) => headerNames.push(name));
  return { status: res.status, headerNames: headerNames.sort(), text: await res.text() };
}

describe('POST /signUp with an address that already has an account', () => {
  test('answers byte for byte like a free address, writes nothing and mails the owner a way back in', async () => {
    const owner = naturalBody();
    expect((await api.post('/signUp', owner)).status).toBe(201);
    const [before] = await t.database.db.select().from(users).where(eq(users.email, owner.email));
    const attempt = naturalBody({ email: owner.email.toUpperCase(), firstName: 'Intrusa', password: 'otra-clave-123' });
    const free = naturalBody();

    const count = await userCount();
    const taken = await rawSignUp(attempt);
    expect(await userCount()).toBe(count);
    const fresh = await rawSignUp(free);
    expect(await userCount()).toBe(count + 1);
    expect(taken.status).toBe(201);
    expect({ ...taken, text: taken.text.replace(owner.email, '<address>') }).toEqual({
      ...fresh,
      text: fresh.text.replace(free.email, '<address>'),
    });
    expect(JSON.parse(taken.text)).toEqual({
      success: true,
      data: { email: owner.email },
      message: 'Check your email: we sent you a message with the next step.',
    });

    const [after] = await t.database.db.select().from(users).where(eq(users.email, owner.email));
    expect(after).toEqual(before);
    // In the owner's language (Spanish), not the attempt's.
    const [verification, notice] = mailsTo(t.outboxDir, owner.email);
    expect(verification).toContain('/verified/');
    expect(notice).toContain('alguien intentó crear una cuenta nueva de AgroCadena con este correo. Este correo ya tiene una cuenta, la suya');
    expect(notice).toContain('Hola Ana María Gutiérrez Polo');
    expect(notice).toContain(`${PUBLIC_URL}/login`);
    expect(notice).not.toContain('/verified/');
    // The recovery link works, and the password the attempt chose is not the account's.
    const token = await mailedToken(t.outboxDir, owner.email, 'reset-password');
    expect(notice).toContain(`${PUBLIC_URL}/reset-password/${token}`);
    expect((await api.post('/login', { email: owner.email, password: attempt.password })).body.code).toBe('INVALID_CREDENTIALS');
    const restored = await api.post('/restorePassword', { token, email: owner.email, password: 'nueva-clave-456' });
    expect(restored.status).toBe(200);
  });

  test('the notice is in English for an English account', async () => {
    const owner = naturalBody({ language: 'en' });
    await api.post('/signUp', owner);
    await api.post('/signUp', naturalBody({ email: owner.email }));
    const notice = mailsTo(t.outboxDir, owner.email)[1];
    expect(notice).toContain('Subject: Someone tried to sign up to AgroCadena with your email');
    expect(notice).toContain('This email already has an account, yours: no other was created and nothing changed in yours.');
  });

  test('sign-ups racing for one new address all answer alike: one account, the others told to its owner', async () => {
    const body = naturalBody();
    const count = await userCount();
    const answers = await Promise.all([1, 2, 3].map(() => api.post('/signUp', body)));
    expect(answers.map((res) => [res.status, res.body])).toEqual(answers.map(() => [201, answers[0].body]));
    expect(await userCount()).toBe(count + 1);
    const mails = mailsTo(t.outboxDir, body.email);
    expect(mails.filter((mail) => mail.includes('/verified/'))).toHaveLength(1);
    expect(mails.filter((mail) => mail.includes('/reset-password/'))).toHaveLength(2);
  });
});

describe('email verification', () => {
  test('login is refused until the email is verified; a good token verifies once', async () => {
    const body = naturalBody();
    await api.post('/signUp', body);

    const early = await api.post('/login', { email: body.email, password: body.password }, { lang: 'en' });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });
    expect(early.body.message).toContain('not verified');

    const token = await mailedToken(t.outboxDir, body.email, 'verified');
    const ok = await api.get(`/verifyToken/?token=${token}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, data: null });

    const used = await api.get(`/verifyToken?token=${token}`);
    expect(used.status).toBe(400);
    expect(used.body).toMatchObject({ success: false, code: 'INVALID_TOKEN' });

    const login = await api.post('/login', { email: body.email, password: body.password });
    expect(login.status).toBe(200);
  });

  test('unknown or missing tokens are refused', async () => {
    const bad = await api.get('/verifyToken/?token=nope-not-a-token');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_TOKEN');
    const missing = await api.get('/verifyToken/');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION', field: 'token' });
  });

  test('a wrong password on an unverified account says nothing about verification', async () => {
    const body = naturalBody();
    await api.post('/signUp', body);
    const res = await api.post('/login', { email: body.email, password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('INVALID_CREDENTIALS');
  });
});
