import { processesRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import * as processes from './service';
import { processesOverview } from '../executions/overviews';

/** An enterprise's processes; owner only (see access/processes). */
export const processesHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.createProcess, (request) => processes.createProcess(ctx.db, request.auth, request.body));
  r.handle(routes.userProcesses, (request) => processes.listProcesses(ctx.db, request.auth, request.params.id, request.query));
  r.handle(routes.getProcess, (request) => processes.getProcess(ctx.db, request.auth, request.params.id));
  r.handle(routes.updateProcess, (request) => processes.updateProcess(ctx.db, request.auth, request.params.id, request.body));
  r.handle(routes.deleteProcess, async (request) => {
    await processes.deleteProcess(ctx.db, request.auth, request.params.id, 'delete');
    return null;
  });
  r.handle(routes.retireProcess, async (request) => {
    await processes.deleteProcess(ctx.db, request.auth, request.params.id, 'retire');
    return null;
  });
  r.handle(routes.processesOverview, (request) => processesOverview(ctx.db, request.auth, request.params.id));
};
