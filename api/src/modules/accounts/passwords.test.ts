import { checkPasswordPolicy, hashPassword, verifyPassword } from './passwords';

test('scrypt hashes verify the right password only, with a fresh salt each time', async () => {
  const a = await hashPassword('demo12345');
  const b = await hashPassword('demo12345');
  expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
  expect(a).not.toBe(b);
  await expect(verifyPassword('demo12345', a)).resolves.toBe(true);
  await expect(verifyPassword('demo12346', a)).resolves.toBe(false);
  await expect(verifyPassword('', a)).resolves.toBe(false);
});

test('malformed stored hashes never verify', async () => {
  for (const stored of ['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$16384$8$1$c2FsdA$']) {
    await expect(verifyPassword('x', stored)).resolves.toBe(false);
  }
});

test('Unicode passwords are normalised before hashing', async () => {
  const composed = 'contrase\u00f1a1';
  const decomposed = 'contrasen\u0303a1';
  await expect(verifyPassword(decomposed, await hashPassword(composed))).resolves.toBe(true);
});

test('policy: 8 to 128 characters, not blank', () => {
  expect(() => checkPasswordPolicy('12345678')).not.toThrow();
  expect(() => checkPasswordPolicy('1234567')).toThrow(
    expect.objectContaining({ code: 'VALIDATION', details: expect.objectContaining({ field: 'password', reason: 'minLength' }) }),
  );
  expect(() => checkPasswordPolicy(' '.repeat(10))).toThrow(expect.objectContaining({ details: expect.objectContaining({ reason: 'required' }) }));
  expect(() => checkPasswordPolicy('x'.repeat(129))).toThrow(expect.objectContaining({ details: expect.objectContaining({ reason: 'maxLength' }) }));
});
