import { servicesRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import * as services from './service';

/** The services carriers and enterprises offer; owner only (see access/services). */
export const servicesHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.createService, async (request) => services.createService(ctx.db, request.auth, request.body, await ctx.fileLinks()));
  r.handle(routes.userServices, async (request) =>
    services.listServices(ctx.db, request.auth, request.params.id, request.query, await ctx.fileLinks()),
  );
  r.handle(routes.getService, async (request) => services.getService(ctx.db, request.auth, request.params.id, await ctx.fileLinks()));
  r.handle(routes.updateService, async (request) =>
    services.updateService(ctx.db, request.auth, request.params.id, request.body, await ctx.fileLinks()),
  );
  r.handle(routes.deleteService, async (request) => {
    await services.deleteService(ctx.db, request.auth, request.params.id);
    return null;
  });
};
