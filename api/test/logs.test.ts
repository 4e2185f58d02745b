import { loggerOptions } from '../src/http/logging';
import { createUser, mailedToken, naturalBody, uniqueEmail } from './support/accounts';
import { useTestApp } from './support/test-app';

// Everything the server logs, at the most talkative level, as a production server writes it.
const lines: string[] = [];
const t = useTestApp({ logger: loggerOptions('trace', { write: (line) => lines.push(line) }) });
const { api } = t;

test('no token, mailed link, session or password ever reaches the log', async () => {
  const body = naturalBody({ password: 'Clave-Secreta-Uno1' });
  const user = await createUser(api, t.outboxDir, body);
  const verifyToken = await mailedToken(t.outboxDir, user.email, 'verified');

  await api.post('/sendPasswordRecoveryEmail', { email: user.email });
  const resetToken = await mailedToken(t.outboxDir, user.email, 'reset-password');
  // The reset page as the browser asks for it, then the restore itself.
  await fetch(`${t.baseUrl}/reset-password/${resetToken}`, { headers: { accept: 'text/html' } });
  const restored = await api.post('/restorePassword', { token: resetToken, email: user.email, password: 'Clave-Secreta-Dos2' });
  expect(restored.status).toBe(200);
  const login = await api.post('/login', { email: user.email, password: 'Clave-Secreta-Dos2' });
  expect(login.status).toBe(200);
  const session = login.body.data.token as string;
  await api.get(`/users/${user.id}`, { token: session });
  // A change of email: its link opened in the browser, then confirmed.
  const newEmail = uniqueEmail('moved');
  const { password: _password, userType: _userType, ...profile } = body;
  expect((await api.put(`/users/${user.id}/update`, { ...profile, email: newEmail }, { token: session })).status).toBe(200);
  const emailToken = await mailedToken(t.outboxDir, newEmail, 'confirm-email');
  await fetch(`${t.baseUrl}/confirm-email/${emailToken}`, { headers: { accept: 'text/html' } });
  expect((await api.post('/confirmEmailChange', { token: emailToken })).status).toBe(200);
  // A body the parser chokes on, a password inside it.
  await fetch(`${t.baseUrl}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"password":"Clave-Rota-Tres3"' });

  const log = lines.join('');
  expect(lines.length).toBeGreaterThan(5);
  for (const secret of [verifyToken, resetToken, emailToken, session, user.token, 'Clave-Secreta-Uno1', 'Clave-Secreta-Dos2', 'Clave-Rota-Tres3']) {
    expect(log).not.toContain(secret);
  }
  expect(log).toContain('/reset-password/[redacted]');
  expect(log).toContain('/confirm-email/[redacted]');
  expect(log).toContain('mail written to the outbox');
});
