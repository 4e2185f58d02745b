import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { LIMITS } from '@agrocadena/contracts';
import { validationError } from '../../errors';
import { bytes } from '../../util/bytes';

const PASSWORD_MIN_LENGTH = LIMITS.passwordMin;
const PASSWORD_MAX_LENGTH = LIMITS.passwordMax;

// N=2^15 costs ~0.1 s and 32 MiB per hash: slow for guessing, cheap enough for a login.
const PARAMS = { N: 32768, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, opts: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), bytes(salt), keyLength, { ...opts, maxmem: MAX_MEM }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS, KEY_LENGTH);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, saltText, keyText] = parts;
  const expected = Buffer.from(keyText, 'base64url');
  if (expected.length === 0) return false;
  const key = await derive(password, Buffer.from(saltText, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, expected.length);
  return timingSafeEqual(bytes(key), bytes(expected));
}

// A fixed hash to verify against when the account does not exist, so both cases cost the same.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}

/** Password policy: 8 to 128 characters, not only spaces. Throws a VALIDATION error on `field`. */
export function checkPasswordPolicy(password: string, field = 'password'): void {
  if (password.trim().length === 0) throw validationError(field, 'required');
  if (password.length < PASSWORD_MIN_LENGTH) throw validationError(field, 'minLength', { limit: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) throw validationError(field, 'maxLength', { limit: PASSWORD_MAX_LENGTH });
}
