import type { RequestStorageServiceBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { MAX_PAGE_SIZE } from '@agrocadena/contracts/core';
import { api, routeAllPagesQuery, routePageQuery, unwrap } from '@agrocadena/shared-ui';

/** The public storage services anyone offers (the first hundred), to pick one from. */
export const storageServicesQuery = () => routePageQuery(routes.publicServices, { query: { serviceType: 'STORAGE', skip: 0, limit: MAX_PAGE_SIZE } });

/** Every product of mine with its amount and what is reserved of it: what I can send to storage. */
export const myStockQuery = (userId: string) => routeAllPagesQuery(routes.userProducts, { id: userId });

export const requestStorageService = (body: RequestStorageServiceBody) => api.call(routes.requestStorageService, { body }).then(unwrap);
