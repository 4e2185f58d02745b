import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';

/**
 * A URL as it may be logged: the signature of a private file's URL (`?sig=`) and the one-time
 * tokens of mailed links — `?token=` of the verification call, the last segment of
 * /verified/<token>, /reset-password/<token> and /confirm-email/<token> — replaced.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:token|sig)=)[^&#]*/gi, `$1${REDACTED}`)
    .replace(/(\/(?:verified|reset-password|confirm-email)\/)[^/?#]+/gi, `$1${REDACTED}`);
}

/**
 * The API's logger settings: requests are logged by method, redacted URL and address only (never
 * headers, which carry session tokens, nor bodies, which carry passwords).
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  };
}

/** The content type of a live-update stream: long by design, so never a slow request. */
export const EVENT_STREAM = 'text/event-stream; charset=utf-8';

/** A request that takes longer than this is logged at every level (SLOW_REQUEST_MS overrides it). */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request only where it tells something: a failed answer (error level) or a slow one
 * (warn), always; every other request at debug level (LOG_LEVEL=debug; below it pino's debug is a
 * no-op). Fastify's default — two info lines per request — cost the API about 6 % of its
 * throughput.
 */
export class RequestLog extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime);
    const { statusCode } = reply;
    if (error || statusCode >= 500) request.log.error({ req: request, statusCode, responseTime }, 'request failed');
    else if (responseTime >= this.slowMs && reply.raw.getHeader('content-type') !== EVENT_STREAM)
      request.log.warn({ req: request, statusCode, responseTime }, 'slow request');
    else request.log.debug({ req: request, statusCode, responseTime }, 'request completed');
  }
}
