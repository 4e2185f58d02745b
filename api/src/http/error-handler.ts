import type { ValidationReason } from '@agrocadena/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unavailableReason } from '../db/unavailable';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors';
import { translate, translateValidation } from '../i18n/translate';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

const KEYWORD_REASON: Record<string, ValidationReason> = {
  required: 'required',
  minLength: 'minLength',
  maxLength: 'maxLength',
  minItems: 'minItems',
  maxItems: 'maxItems',
  pattern: 'pattern',
  type: 'type',
  const: 'enum',
  enum: 'enum',
  anyOf: 'enum',
  oneOf: 'enum',
  minimum: 'minimum',
  maximum: 'maximum',
  format: 'format',
};

/** Field path without array indexes: `/phoneNumbers/0` → `phoneNumbers`. */
export function fieldOf(error: AjvError, context: string | undefined): string {
  const segments = error.instancePath
    .split('/')
    .filter((s) => s !== '' && !/^\d+$/.test(s))
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') {
    segments.push(error.params.missingProperty);
  }
  if (segments.length > 0) return segments.join('.');
  return context === 'querystring' ? 'query' : (context ?? 'body');
}

function reasonOf(error: AjvError): { reason: ValidationReason; limit?: number } {
  if (error.keyword === 'format' && error.params.format === 'email') return { reason: 'email' };
  const reason = KEYWORD_REASON[error.keyword] ?? 'format';
  const limit = typeof error.params.limit === 'number' ? error.params.limit : undefined;
  return { reason, limit };
}

/** What a 503 SERVICE_UNAVAILABLE tells the client to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

/** The error envelope; `data` carries what the client needs to go on (null when nothing). */
export function sendError(reply: FastifyReply, status: number, code: ErrorCode, message: string, field?: string, data: unknown = null) {
  return reply.status(status).send({ success: false, code, message, ...(field ? { field } : {}), data });
}

/**
 * Every failure leaves as the error envelope: schema errors as 400 VALIDATION naming the field,
 * AppErrors with their own status, framework 4xx mapped to stable codes, a lost database
 * connection as 503 SERVICE_UNAVAILABLE (db/unavailable.ts), anything else as a bare 500 (logged,
 * never shown).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = request.lang ?? 'es';

    // PostgreSQL restarting or unreachable is expected, not a bug: 503 and when to come back.
    const outage = error instanceof AppError ? null : unavailableReason(error);
    if (outage) request.log.warn({ reason: outage }, 'database unavailable');
    if (outage || (error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE')) {
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendError(reply, 503, 'SERVICE_UNAVAILABLE', translate('SERVICE_UNAVAILABLE', lang));
    }

    if (error instanceof AppError) {
      const { field, reason, params = {}, data } = error.details;
      const message =
        error.code === 'VALIDATION' && field
          ? translateValidation(reason ?? 'format', field, lang, params)
          : translate(error.code, lang, { ...params, ...(field ? { field } : {}) });
      // A limit reached inside a service (e.g. per account) tells the client when to retry, like the per-route ones.
      if (error.code === 'RATE_LIMITED' && typeof params.seconds === 'number' && !reply.hasHeader('Retry-After'))
        reply.header('Retry-After', params.seconds);
      // Any other dependency away (the mail server…): try again shortly, as for the database.
      if (error.statusCode === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendError(reply, error.statusCode, error.code, message, field, data ?? null);
    }

    const fe = error as FastifyError & { validation?: AjvError[]; validationContext?: string };
    if (fe.validation && fe.validation.length > 0) {
      const first = fe.validation.find((e) => e.keyword !== 'anyOf') ?? fe.validation[0];
      const field = fieldOf(first, fe.validationContext);
      const { reason, limit } = reasonOf(first);
      return sendError(reply, 400, 'VALIDATION', translateValidation(reason, field, lang, limit !== undefined ? { limit } : {}), field);
    }

    switch (fe.code) {
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, 400, 'VALIDATION', translateValidation('required', 'body', lang), 'body');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return sendError(reply, 400, 'INVALID_BODY', translate('INVALID_BODY', lang), 'body');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return sendError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', translate('UNSUPPORTED_MEDIA_TYPE', lang));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, 413, 'PAYLOAD_TOO_LARGE', translate('PAYLOAD_TOO_LARGE', lang));
    }
    if (fe instanceof SyntaxError || fe.statusCode === 400 || (fe.statusCode && fe.statusCode > 400 && fe.statusCode < 500)) {
      const status = fe.statusCode ?? 400;
      const code = (Object.entries(ERROR_STATUS).find(([, s]) => s === status)?.[0] as ErrorCode | undefined) ?? 'BAD_REQUEST';
      // Only the code: a parser's message may quote the body it choked on (a password among it).
      request.log.info({ code: fe.code, statusCode: status }, 'client error');
      return sendError(reply, status, status === 400 ? 'BAD_REQUEST' : code, translate(status === 400 ? 'BAD_REQUEST' : code, lang));
    }

    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL', translate('INTERNAL', lang));
  });
}
