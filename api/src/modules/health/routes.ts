import { healthRoutes as routes, type ProbeStatus } from '@agrocadena/contracts';
import { AppError } from '../../errors';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import { databaseFailure } from './service';

const OK: ProbeStatus = { status: 'ok' };

/**
 * GET /health (liveness: never touches the database, so an outage does not get the process
 * restarted) and GET /ready (readiness: take this replica out of rotation while its database does
 * not answer or its listener for the database's changes is down; 503 SERVICE_UNAVAILABLE with
 * Retry-After).
 */
export const healthHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.health, () => OK);
  r.handle(routes.ready, async (request) => {
    const failure = await databaseFailure(ctx.db);
    if (failure) {
      request.log.warn({ reason: failure }, 'not ready: the database does not answer');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    // The database answers but its changes go unheard: live updates and the session cache are stale here.
    if (!ctx.live.listening) {
      request.log.warn('not ready: the database listener is down');
      throw new AppError('SERVICE_UNAVAILABLE');
    }
    return OK;
  });
};
