import { ERROR_STATUS, type ErrorCode, type ValidationReason } from '@agrocadena/contracts';
import type { MessageParams } from './i18n/translate';

export { ERROR_STATUS, type ErrorCode };

export interface ErrorDetails {
  /** The input field the error is about. */
  field?: string;
  /** Why a VALIDATION error refused the field (selects its message). */
  reason?: ValidationReason;
  params?: MessageParams;
  /** What the client needs to go on, sent as the envelope's `data` (e.g. the fresh row behind a 409). */
  data?: unknown;
}

/**
 * An expected failure, raised by domain rules and services and turned into the error envelope by
 * the one error handler.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly details: ErrorDetails = {},
  ) {
    super(details.field ? `${code}: ${details.field}` : code);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const validationError = (field: string, reason: ValidationReason, params?: MessageParams) =>
  new AppError('VALIDATION', { field, reason, params });

/**
 * 429 RATE_LIMITED for a window that ends in `ttlMs`: the seconds go to Retry-After, and the
 * message says the wait as a person reads it ("45 s", "57 min": the same abbreviations in es and en).
 */
export function rateLimitedFor(ttlMs: number, field?: string): AppError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`;
  return new AppError('RATE_LIMITED', { ...(field ? { field } : {}), params: { seconds, wait } });
}
