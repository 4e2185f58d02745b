import type { CreateServiceRequestBody, RequestLogisticServiceBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routePageQuery, unwrap } from '@agrocadena/shared-ui';
import { pageWindow } from '../../../shared/rules/paging';
import { serviceListQuery, type ServiceFilter } from '../rules/service-filter';

/** GET /publicServices: one page of the filtered catalogue (anyone may read it: no token is sent). */
export const publicServicesQuery = (filter: ServiceFilter, page: number) =>
  routePageQuery(routes.publicServices, { query: { ...serviceListQuery(filter), ...pageWindow(page) } });

// New requests answer 201 with the request; a refusal rejects with an ApiError.

/** POST /createServiceRequest */
export const requestProductionService = (body: CreateServiceRequestBody) => api.call(routes.createServiceRequest, { body }).then(unwrap);

/** POST /requestLogisticService */
export const requestLogisticService = (body: RequestLogisticServiceBody) => api.call(routes.requestLogisticService, { body }).then(unwrap);
