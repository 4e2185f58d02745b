import { naturalBody, PASSWORD } from './support/accounts';
import { useTestApp } from './support/test-app';

// The mail server away is a dependency's outage like the database's: 503 with Retry-After, and
// nothing half done (an account nobody could ever verify).
const t = useTestApp({
  mailer: {
    kind: 'smtp',
    send: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:587'), { code: 'ECONNREFUSED' })),
    close: () => undefined,
  },
});

test('sign-up while mail cannot be sent: 503 MAIL_UNAVAILABLE with Retry-After, and no account is left behind', async () => {
  const body = naturalBody();
  const res = await t.api.post('/signUp', body, { lang: 'en' });
  expect(res.status).toBe(503);
  expect(res.body).toMatchObject({ success: false, code: 'MAIL_UNAVAILABLE' });
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await t.api.post('/login', { email: body.email, password: PASSWORD })).body.code).toBe('INVALID_CREDENTIALS');
});
