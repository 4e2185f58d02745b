import { createHmac, timingSafeEqual } from 'node:crypto';
import { bytes } from '../util/bytes';

/**
 * A signed URL expires at the end of the window after the one it was made in: every URL of a file
 * handed out within one window is the same (so the browser's cached copy is reused), and each lives
 * between one and two windows.
 */
export const SIGNED_URL_WINDOW_SECONDS = 3600;

/** The query a signed file URL carries. */
export interface FileSignature {
  exp: number;
  sig: string;
}

/** Valid: how long the answer may be cached — never past the signature's expiry. */
export type SignatureCheck =
  { valid: true; exp: number; maxAgeSeconds: number } | { valid: false; reason: 'missing' | 'malformed' | 'expired' | 'wrong' };

/** Unix seconds at which a URL signed at `nowMs` stops working. */
export function signedUrlExpiry(nowMs: number): number {
  const window = Math.floor(nowMs / 1000 / SIGNED_URL_WINDOW_SECONDS);
  return (window + 2) * SIGNED_URL_WINDOW_SECONDS;
}

/** HMAC-SHA256 over the expiry and the stored path (relative to the uploads root), base64url. */
export function fileSignature(secret: string, relativePath: string, exp: number): string {
  return createHmac('sha256', secret).update(`${exp}\n${relativePath}`, 'utf8').digest('base64url');
}

export function signFilePath(secret: string, relativePath: string, nowMs: number): FileSignature {
  const exp = signedUrlExpiry(nowMs);
  return { exp, sig: fileSignature(secret, relativePath, exp) };
}

/** Whether `query` (exp and sig as received) signs `relativePath` and has not expired. */
export function checkFileSignature(secret: string, relativePath: string, query: { exp?: unknown; sig?: unknown }, nowMs: number): SignatureCheck {
  const { exp, sig } = query;
  if (exp === undefined && sig === undefined) return { valid: false, reason: 'missing' };
  if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return { valid: false, reason: 'malformed' };
  const expiry = Number(exp);
  const expected = Buffer.from(fileSignature(secret, relativePath, expiry));
  const given = Buffer.from(sig);
  // Lengths first: timingSafeEqual throws on unequal lengths, and the length of a MAC is no secret.
  if (given.length !== expected.length || !timingSafeEqual(bytes(given), bytes(expected))) return { valid: false, reason: 'wrong' };
  if (expiry * 1000 <= nowMs) return { valid: false, reason: 'expired' };
  return { valid: true, exp: expiry, maxAgeSeconds: Math.floor((expiry * 1000 - nowMs) / 1000) };
}
