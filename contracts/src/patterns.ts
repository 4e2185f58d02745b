/**
 * Validation patterns as JSON Schema strings (what the server's validator runs); `toRegExp` gives
 * the apps the same rule as a RegExp.
 */
export const PATTERNS = {
  /** Digits, letters and dashes (NIT with check digit: 900123456-7). */
  socialId: '^[0-9A-Za-z-]+$',
  /** Local or international, with spaces, dashes and brackets. */
  phone: '^\\+?[0-9 ()-]{7,20}$',
  /** Five-digit DANE municipality code (08001 = Barranquilla). */
  townId: '^[0-9]{5}$',
  uuid: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
  /** A page cursor: opaque, base64url. */
  cursor: '^[A-Za-z0-9_-]+$',
  /** A browser tab's name for the live stream: a UUID, or hex digits where the browser makes none. */
  liveClient: '^[A-Za-z0-9-]+$',
  /** A date (yyyy-MM-dd) or an ISO 8601 date-time with its zone (2026-11-24T14:30:00.000Z, …-05:00). */
  isoDate: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2}))?$',
} as const;

export const toRegExp = (pattern: string): RegExp => new RegExp(pattern);
