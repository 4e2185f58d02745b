import { geoRoutes as routes } from '@agrocadena/contracts';
import { AppError } from '../errors';
import type { DomainRoutes } from '../http/routes';
import type { RouteOptions } from '../http/types';
import { getTown, listDepartments, listTowns } from '../services/geo';

/** Colombian departments and municipalities (DANE codes). Public, no auth. */
export const geoHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.departments, () => listDepartments(ctx.db));
  r.handle(routes.departmentTowns, async (request) => {
    const towns = await listTowns(ctx.db, request.params.id);
    if (!towns) throw new AppError('NOT_FOUND');
    return towns;
  });
  r.handle(routes.town, async (request) => {
    const town = await getTown(ctx.db, request.params.id);
    if (!town) throw new AppError('NOT_FOUND');
    return town;
  });
};
