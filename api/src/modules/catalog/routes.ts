import { catalogRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import { listPublicProducts, listPublicServices } from './service';
import { personCard, publicProvider } from '../contacts/service';
import { suggestProducts, suggestServices } from './suggestions';

/** The public catalogues and how to reach who offers in them. */
export const catalogHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.publicProducts, async (request) => listPublicProducts(ctx.db, request.query, await ctx.fileLinks(), request.auth));
  r.handle(routes.searchPublicProductsAutoComplete, (request) => suggestProducts(ctx.db, request.query));
  r.handle(routes.publicServices, async (request) => listPublicServices(ctx.db, request.query, await ctx.fileLinks()));
  r.handle(routes.searchPublicServicesAutoComplete, (request) => suggestServices(ctx.db, request.query));
  r.handle(routes.publicProvider, async (request) => publicProvider(ctx.db, request.params.id, await ctx.fileLinks()));
  r.handle(routes.personCard, async (request) => personCard(ctx.db, request.auth, request.params.id, await ctx.fileLinks()));
};
