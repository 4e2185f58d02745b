import type { FastifyServerOptions } from 'fastify';

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
