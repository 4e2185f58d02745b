import { loggerOptions } from '../src/http/logging';
import { createUser, mailedToken, naturalBody, uniqueEmail } from './support/accounts';
import { openLiveStream } from './support/live-stream';
import { useTestApp } from './support/test-app';

// Everything the server logs, at the most talkative level, as a production server writes it.
const lines: string[] = [];
const t = useTestApp({ logger: loggerOptions('trace', { write: (line) => lines.push(line) }) });
const { api } = t;
// A production server's default level; one of them counts every request as slow.
const infoLines: string[] = [];
const atInfo = useTestApp({ logger: loggerOptions('info', { write: (line) => infoLines.push(line) }) });
const slowLines: string[] = [];
const allSlow = useTestApp({ logger: loggerOptions('info', { write: (line) => slowLines.push(line) }), slowRequestMs: 0 });

test('at info level an ordinary request writes no line; a slow one writes one warning with its redacted URL', async () => {
  const before = infoLines.length;
  for (let i = 0; i < 5; i++) expect((await atInfo.api.get('/departments/8/towns')).status).toBe(200);
  expect((await atInfo.api.get('/users/nobody')).status).toBe(401);
  expect(infoLines.slice(before).filter((line) => line.includes('/departments/8/towns') || line.includes('request completed'))).toEqual([]);

  await allSlow.api.get('/verifyToken/?token=abc123');
  const slow = slowLines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'slow request');
  expect(slow).toMatchObject({ level: 40, statusCode: expect.any(Number), responseTime: expect.any(Number) });
  expect(slow.req.url).toBe('/api/verifyToken/?token=[redacted]');
});

test('a live-update stream, long by design, is never logged as a slow request', async () => {
  const user = await createUser(allSlow.api, allSlow.outboxDir);
  const stream = await openLiveStream(allSlow.baseUrl, user.token);
  expect(stream.status).toBe(200);
  // Logging out ends the stream from the server's side (the end a slow request's line would follow).
  await allSlow.api.post('/logout', {}, { token: user.token });
  await stream.ended;
  const before = slowLines.length;
  await allSlow.api.get('/departments/8/towns');
  const entries = slowLines.map((line) => JSON.parse(line));
  expect(entries.slice(before).map((entry) => entry.req.url)).toEqual(['/api/departments/8/towns']);
  expect(entries.filter((entry) => entry.req?.url === '/api/liveChanges')).toEqual([]);
});

test('at debug level every request is a line', async () => {
  const before = lines.length;
  await api.get('/departments/8/towns');
  const entries = lines.slice(before).map((line) => JSON.parse(line));
  expect(entries).toContainEqual(
    expect.objectContaining({ msg: 'request completed', statusCode: 200, req: expect.objectContaining({ url: '/api/departments/8/towns' }) }),
  );
});

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
