import type { MessageParams } from './i18n/translate';

/** Stable error codes and the HTTP status each one travels with. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  INVALID_BODY: 400,
  INVALID_TOKEN: 400,
  INVALID_FILE: 400,
  FILE_TOO_LARGE: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  STOCK_CHANGED: 409,
  LOGISTIC_NO_PRODUCTS: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  MAIL_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * An expected failure, raised by domain rules and services and turned into the error envelope by
 * the central handler. `reason` selects the validation message; `params` fill the message.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly details: { field?: string; reason?: string; params?: MessageParams } = {},
  ) {
    super(details.field ? `${code}: ${details.field}` : code);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const validationError = (field: string, reason: string, params?: MessageParams) =>
  new AppError('VALIDATION', { field, reason, params });
