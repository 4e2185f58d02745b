import { routes } from '@agrocadena/contracts/client';
import { routeAllPagesQuery } from '@agrocadena/shared-ui';

/** GET /products/{id}/lots: a product's lots with something left, in the order goods leave them. */
export const productLotsQuery = (productId: string) => routeAllPagesQuery(routes.productLots, { id: productId });
