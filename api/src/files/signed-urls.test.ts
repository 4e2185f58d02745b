import { checkFileSignature, fileSignature, SIGNED_URL_WINDOW_SECONDS, signedUrlExpiry, signFilePath } from './signed-urls';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const path = 'products/3f2b1c9e-0000-4000-8000-000000000001/image-abc123.webp';
const hour = SIGNED_URL_WINDOW_SECONDS * 1000;
const t0 = Date.UTC(2030, 0, 1, 10, 0, 0);

test('URLs signed within one window are identical and live one to two windows', () => {
  const first = signFilePath(secret, path, t0);
  expect(signFilePath(secret, path, t0 + hour - 1)).toEqual(first);
  expect(signFilePath(secret, path, t0 + hour).exp).toBe(first.exp + SIGNED_URL_WINDOW_SECONDS);
  for (const now of [t0, t0 + 1, t0 + hour / 2, t0 + hour - 1]) {
    const lifetime = signedUrlExpiry(now) * 1000 - now;
    expect(lifetime).toBeGreaterThan(hour);
    expect(lifetime).toBeLessThanOrEqual(2 * hour);
  }
});

test('the signature depends on the secret, the path and the expiry', () => {
  const exp = signedUrlExpiry(t0);
  const sig = fileSignature(secret, path, exp);
  expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(fileSignature(`${secret}x`, path, exp)).not.toBe(sig);
  expect(fileSignature(secret, `${path}x`, exp)).not.toBe(sig);
  expect(fileSignature(secret, path, exp + 1)).not.toBe(sig);
});

test('a valid signature is accepted until it expires', () => {
  const { exp, sig } = signFilePath(secret, path, t0);
  expect(checkFileSignature(secret, path, { exp: String(exp), sig }, t0)).toEqual({ valid: true, exp, maxAgeSeconds: 2 * SIGNED_URL_WINDOW_SECONDS });
  expect(checkFileSignature(secret, path, { exp: String(exp), sig }, t0 + 1500)).toEqual({
    valid: true,
    exp,
    maxAgeSeconds: 2 * SIGNED_URL_WINDOW_SECONDS - 2,
  });
  expect(checkFileSignature(secret, path, { exp: String(exp), sig }, exp * 1000 - 1)).toEqual({ valid: true, exp, maxAgeSeconds: 0 });
  expect(checkFileSignature(secret, path, { exp: String(exp), sig }, exp * 1000)).toEqual({ valid: false, reason: 'expired' });
});

test('tampered, foreign or malformed signatures are refused', () => {
  const { exp, sig } = signFilePath(secret, path, t0);
  const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
  const cases: [Record<string, unknown>, string, string][] = [
    [{}, path, 'missing'],
    [{ exp: String(exp) }, path, 'malformed'],
    [{ sig }, path, 'malformed'],
    [{ exp: 'soon', sig }, path, 'malformed'],
    [{ exp: '1e12', sig }, path, 'malformed'],
    [{ exp: [String(exp)], sig }, path, 'malformed'],
    [{ exp: String(exp + 3600), sig }, path, 'wrong'],
    [{ exp: String(exp), sig: flipped }, path, 'wrong'],
    [{ exp: String(exp), sig: sig.slice(1) }, path, 'wrong'],
    [{ exp: String(exp), sig: '' }, path, 'wrong'],
    [{ exp: String(exp), sig }, 'users/someone-else/photo-abc.webp', 'wrong'],
  ];
  for (const [query, forPath, reason] of cases) {
    expect({ query, result: checkFileSignature(secret, forPath, query, t0) }).toEqual({ query, result: { valid: false, reason } });
  }
  expect(checkFileSignature(`${secret}x`, path, { exp: String(exp), sig }, t0)).toEqual({ valid: false, reason: 'wrong' });
});
