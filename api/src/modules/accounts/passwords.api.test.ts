import { eq } from 'drizzle-orm';
import { oneTimeTokens } from './tables';
import { createUser, mailedToken, mailsTo, naturalBody } from '../../../test/support/accounts';
import { PUBLIC_URL, useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;

const login = (email: string, password: string) => api.post('/login', { email, password });

describe('POST /sendPasswordRecoveryEmail', () => {
  test('the same answer whether or not the account exists; only a real account gets a mail', async () => {
    const user = await createUser(api, t.outboxDir);
    const known = await api.post('/sendPasswordRecoveryEmail', { email: user.email }, { lang: 'en' });
    const unknown = await api.post('/sendPasswordRecoveryEmail', { email: 'ghost@example.co' }, { lang: 'en' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toMatchObject({ success: true, data: null });

    const token = await mailedToken(t.outboxDir, user.email, 'reset-password');
    const mail = mailsTo(t.outboxDir, user.email).find((m) => m.includes('/reset-password/'))!;
    expect(mail).toContain(`${PUBLIC_URL}/reset-password/${token}`);
    expect(mailsTo(t.outboxDir, 'ghost@example.co')).toHaveLength(0);
  });

  test('email is required', async () => {
    const res = await api.post('/sendPasswordRecoveryEmail', {});
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION', field: 'email' });
  });
});

describe('POST /restorePassword', () => {
  test('a good token sets the password once and revokes every session', async () => {
    const user = await createUser(api, t.outboxDir);
    const other = await createUser(api, t.outboxDir);
    await api.post('/sendPasswordRecoveryEmail', { email: user.email });
    const token = await mailedToken(t.outboxDir, user.email, 'reset-password');

    // Another account's email with this token: refused, and the token stays usable.
    const foreign = await api.post('/restorePassword', { token, email: other.email, password: 'nueva-clave-1' });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ success: false, code: 'EMAIL_MISMATCH', field: 'email' });
    expect((await login(other.email, other.password)).status).toBe(200);

    const short = await api.post('/restorePassword', { token, email: user.email, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'VALIDATION', field: 'password' });

    const ok = await api.post('/restorePassword', { token, email: user.email.toUpperCase(), password: 'nueva-clave-1' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, data: null });

    expect((await api.get(`/users/${user.id}`, { token: user.token })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'nueva-clave-1')).status).toBe(200);

    const again = await api.post('/restorePassword', { token, email: user.email, password: 'otra-clave-2' });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
  });

  test("a live link with an email that is not its account's says so on the email, known address or not", async () => {
    const user = await createUser(api, t.outboxDir);
    const other = await createUser(api, t.outboxDir);
    await api.post('/sendPasswordRecoveryEmail', { email: user.email });
    const token = await mailedToken(t.outboxDir, user.email, 'reset-password');

    const known = await api.post('/restorePassword', { token, email: other.email, password: 'nueva-clave-1' }, { lang: 'en' });
    const unknown = await api.post('/restorePassword', { token, email: 'ghost@example.co', password: 'nueva-clave-1' }, { lang: 'en' });
    expect(known.status).toBe(400);
    expect(known.body).toEqual({
      success: false,
      code: 'EMAIL_MISMATCH',
      field: 'email',
      message: 'This is not the email of the account that asked for the link. Type the email you used to request the password recovery.',
      data: null,
    });
    // Whether the other address has an account is not told.
    expect(unknown.body).toEqual(known.body);
    const spanish = await api.post('/restorePassword', { token, email: other.email, password: 'nueva-clave-1' });
    expect(spanish.body.message).toBe(
      'Este no es el correo de la cuenta que pidió el enlace. Escriba el correo con el que solicitó recuperar la contraseña.',
    );

    // Nothing changed and the link still works for its own address.
    expect((await login(other.email, other.password)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await api.post('/restorePassword', { token, email: user.email, password: 'nueva-clave-1' })).status).toBe(200);
  });

  test("a wrong token is INVALID_TOKEN whatever the email, its own account's included", async () => {
    const user = await createUser(api, t.outboxDir);
    for (const email of [user.email, 'ghost@example.co']) {
      const res = await api.post('/restorePassword', { token: 'made-up-token', email, password: 'nueva-clave-1' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_TOKEN', field: 'token' });
    }
  });

  test('bad, missing and expired tokens are refused', async () => {
    const user = await createUser(api, t.outboxDir);
    const bad = await api.post('/restorePassword', { token: 'made-up-token', email: user.email, password: 'nueva-clave-1' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('INVALID_TOKEN');

    const missing = await api.post('/restorePassword', { email: user.email, password: 'nueva-clave-1' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'VALIDATION', field: 'token' });

    await api.post('/sendPasswordRecoveryEmail', { email: user.email });
    const token = await mailedToken(t.outboxDir, user.email, 'reset-password');
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    const expired = await api.post('/restorePassword', { token, email: user.email, password: 'nueva-clave-1' });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_TOKEN');
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  test('a verification token is not a reset token', async () => {
    const body = naturalBody();
    await api.post('/signUp', body);
    const verifyToken = await mailedToken(t.outboxDir, body.email, 'verified');
    const res = await api.post('/restorePassword', { token: verifyToken, email: body.email, password: 'nueva-clave-1' });
    expect(res.status).toBe(400);
  });
});

describe('POST /changePassword', () => {
  test("changes the caller's password and revokes all their sessions", async () => {
    const user = await createUser(api, t.outboxDir);
    const second = (await login(user.email, user.password)).body.data.token;
    const res = await api.post('/changePassword', { email: user.email, password: 'cambiada-123' }, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: null });
    expect((await api.get(`/users/${user.id}`, { token: user.token })).status).toBe(401);
    expect((await api.get(`/users/${user.id}`, { token: second })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'cambiada-123')).status).toBe(200);
  });

  test("only for the caller's own email; needs a session; checks the policy", async () => {
    const user = await createUser(api, t.outboxDir);
    const other = await createUser(api, t.outboxDir);
    const foreign = await api.post('/changePassword', { email: other.email, password: 'cambiada-123' }, { token: user.token });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect((await login(other.email, other.password)).status).toBe(200);

    expect((await api.post('/changePassword', { email: user.email, password: 'cambiada-123' })).status).toBe(401);

    const short = await api.post('/changePassword', { email: user.email, password: '1234' }, { token: user.token });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'VALIDATION', field: 'password' });
    const missing = await api.post('/changePassword', { password: 'cambiada-123' }, { token: user.token });
    expect(missing.body).toMatchObject({ code: 'VALIDATION', field: 'email' });
    expect((await api.get(`/users/${user.id}`, { token: user.token })).status).toBe(200);
  });
});
