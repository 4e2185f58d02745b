import { stockRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import { changeStock, listMovements } from './service';

/** Stock changes (POST /stock; a stale client gets 409 with the fresh product) and the ledger. */
export const stockHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.changeStock, async (request) => changeStock(ctx.db, request.auth, request.body, await ctx.fileLinks()));
  r.handle(routes.stockMovements, (request) => listMovements(ctx.db, request.auth, request.params.id, request.query));
};
