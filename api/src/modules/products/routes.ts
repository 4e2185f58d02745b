import { productsRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import * as productsService from './service';

/** Products: create, read, update, delete (hide when referred to), per-user lists. */
export const productsHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.userProducts, async (request) =>
    productsService.listUserProducts(ctx.db, request.auth, request.params.id, request.query, await ctx.fileLinks()),
  );
  r.handle(routes.userSimpleProducts, (request) => productsService.listSimpleProducts(ctx.db, request.auth, request.params.id));
  r.handle(routes.createProduct, async (request) => productsService.createProduct(ctx.db, request.auth, request.body, await ctx.fileLinks()));
  r.handle(routes.getProduct, async (request) => productsService.getProduct(ctx.db, request.auth, request.params.id, await ctx.fileLinks()));
  r.handle(routes.updateProduct, async (request) =>
    productsService.updateProduct(ctx.db, request.auth, request.params.id, request.body, await ctx.fileLinks()),
  );
  r.handle(routes.deleteProduct, async (request) => {
    await productsService.deleteProduct(ctx.db, ctx.dataDir, request.auth, request.params.id, 'delete');
    return null;
  });
  r.handle(routes.retireProduct, async (request) => {
    await productsService.deleteProduct(ctx.db, ctx.dataDir, request.auth, request.params.id, 'retire');
    return null;
  });
};
