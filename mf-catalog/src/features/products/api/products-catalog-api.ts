import type { RequestProductBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routePageQuery, unwrap } from '@agrocadena/shared-ui';
import { pageWindow } from '../../../shared/rules/paging';
import { productListQuery, type ProductFilter } from '../rules/product-filter';

/** GET /publicProducts: one page of the filtered catalogue (anyone may read it: no token is sent). */
export const publicProductsQuery = (filter: ProductFilter, page: number) =>
  routePageQuery(routes.publicProducts, { query: { ...productListQuery(filter), ...pageWindow(page) } });

/** POST /requestProduct. It rejects with an ApiError; 409 PRICE_CHANGED carries the product as it now is. */
export const requestProduct = (body: RequestProductBody) => api.call(routes.requestProduct, { body }).then(unwrap);
