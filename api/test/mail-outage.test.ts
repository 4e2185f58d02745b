import { users } from '../src/modules/accounts/tables';
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

test('sign-up with an address that has an account answers the same 503 while mail cannot be sent', async () => {
  const body = naturalBody();
  await t.database.db.insert(users).values({
    email: body.email,
    passwordHash: 'scrypt$owner',
    userType: 'AGRO',
    personType: 'NATURAL',
    socialIdType: 'CC',
    socialId: '1047000000',
    firstName: 'Dueña',
    townId: '08001',
    address: 'Calle 1 #2-3',
  });
  const taken = await t.api.post('/signUp', body, { lang: 'en' });
  const free = await t.api.post('/signUp', naturalBody(), { lang: 'en' });
  expect(taken.status).toBe(503);
  expect(taken.body).toEqual(free.body);
  expect(taken.headers.get('retry-after')).toBe(free.headers.get('retry-after'));
});
