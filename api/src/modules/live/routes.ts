import { liveRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import { EVENT_STREAM } from '../../http/logging';
import type { RouteOptions } from '../../http/types';

/** How long an app waits before reconnecting a stream that ended (the `retry` field of the stream). */
export const LIVE_RETRY_MS = 1000;

/**
 * GET /liveChanges: the caller's live changes as server-sent events (live/live-changes.ts).
 * The reply is taken over (hijacked): it stays open, uncompressed (each event must leave at once)
 * and unlogged, until the client leaves, its session ends, the user's sessions change or the server
 * shuts down. A session, an account and the process hold at most so many (LiveLimits).
 */
export const liveHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.liveChanges, (request, reply) => {
    const raw = reply.raw;
    // Before the reply is taken over, so a stream past the limits is refused as any other call.
    const stop = ctx.live.subscribe({
      userId: request.auth.id,
      tokenHash: request.auth.tokenHash,
      sessionExpiresAt: request.auth.sessionExpiresAt,
      client: request.query.client,
      write: (text) => {
        raw.write(text);
      },
      end: () => raw.end(),
    });
    reply.hijack();
    raw.setHeader('content-type', EVENT_STREAM);
    raw.setHeader('cache-control', 'no-store');
    raw.setHeader('x-content-type-options', 'nosniff');
    // Proxies such as nginx would otherwise hold the events back to fill a buffer.
    raw.setHeader('x-accel-buffering', 'no');
    raw.writeHead(200);
    raw.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    raw.on('close', stop);
    return reply;
  });
};
