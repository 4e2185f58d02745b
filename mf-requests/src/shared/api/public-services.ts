import type { ServiceType } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { MAX_PAGE_SIZE } from '@agrocadena/contracts/core';
import { routePageQuery } from '@agrocadena/shared-ui';

/** The public services of a type anyone offers (the first hundred), to pick one from. */
export const publicServicesOfType = (serviceType: ServiceType) =>
  routePageQuery(routes.publicServices, { query: { serviceType, skip: 0, limit: MAX_PAGE_SIZE } });
