import { createHash, randomBytes } from 'node:crypto';
import type { OneTimeTokenKind } from '@agrocadena/contracts';

export const SESSION_HOURS = 12;
export const REMEMBERED_SESSION_DAYS = 30;
export const VERIFY_TOKEN_HOURS = 72;
export const RESET_TOKEN_MINUTES = 60;
export const EMAIL_CHANGE_TOKEN_HOURS = 24;

/** 32 random bytes, base64url: what the client holds. Only its sha256 is ever stored. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function sessionExpiry(now: Date, rememberPassword: boolean): Date {
  const ms = rememberPassword ? REMEMBERED_SESSION_DAYS * 24 * 3600_000 : SESSION_HOURS * 3600_000;
  return new Date(now.getTime() + ms);
}

export function oneTimeTokenExpiry(now: Date, kind: OneTimeTokenKind): Date {
  const ms = { verify: VERIFY_TOKEN_HOURS * 3600_000, reset: RESET_TOKEN_MINUTES * 60_000, email: EMAIL_CHANGE_TOKEN_HOURS * 3600_000 }[kind];
  return new Date(now.getTime() + ms);
}

/** Accepts `Authorization: <token>` and `Authorization: Bearer <token>`. */
export function tokenFromAuthorization(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.trim();
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '').trim() : value;
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}

export function isSessionActive(session: { expiresAt: Date; revokedAt: Date | null }, now: Date): boolean {
  return session.revokedAt === null && session.expiresAt.getTime() > now.getTime();
}
