import { hashToken, isSessionActive, newOpaqueToken, oneTimeTokenExpiry, sessionExpiry, tokenFromAuthorization } from './session-rules';

test('tokens: 32 random bytes in base64url, stored as sha256 hex', () => {
  const { token, hash } = newOpaqueToken();
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  expect(hashToken(token)).toBe(hash);
  expect(newOpaqueToken().token).not.toBe(token);
});

test('sessions last 12 h, or 30 days when remembered', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  expect(sessionExpiry(now, false).toISOString()).toBe('2026-01-01T12:00:00.000Z');
  expect(sessionExpiry(now, true).toISOString()).toBe('2026-01-31T00:00:00.000Z');
  expect(oneTimeTokenExpiry(now, 'reset').toISOString()).toBe('2026-01-01T01:00:00.000Z');
  expect(oneTimeTokenExpiry(now, 'verify').toISOString()).toBe('2026-01-04T00:00:00.000Z');
  expect(oneTimeTokenExpiry(now, 'email').toISOString()).toBe('2026-01-02T00:00:00.000Z');
});

test('Authorization: raw token or Bearer; anything else is no token', () => {
  const token = 'A'.repeat(43);
  expect(tokenFromAuthorization(token)).toBe(token);
  expect(tokenFromAuthorization(`Bearer ${token}`)).toBe(token);
  expect(tokenFromAuthorization(`bearer   ${token} `)).toBe(token);
  expect(tokenFromAuthorization(undefined)).toBeNull();
  expect(tokenFromAuthorization('')).toBeNull();
  expect(tokenFromAuthorization('Basic dXNlcjpwYXNz')).toBeNull();
  expect(tokenFromAuthorization('short')).toBeNull();
});

test('a session is active until revoked or expired', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  expect(isSessionActive({ expiresAt: new Date('2026-01-02'), revokedAt: null }, now)).toBe(true);
  expect(isSessionActive({ expiresAt: new Date('2026-01-02'), revokedAt: now }, now)).toBe(false);
  expect(isSessionActive({ expiresAt: now, revokedAt: null }, now)).toBe(false);
});
