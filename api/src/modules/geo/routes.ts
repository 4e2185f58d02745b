import { geoRoutes as routes } from '@agrocadena/contracts';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../errors';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import { getTown, listDepartments, listTowns } from './service';

/**
 * The geography changes only with a deployment: browsers and proxies keep it an hour and may show
 * the kept copy for a day while they fetch it again (a form's department picker opens at once).
 */
const cacheable = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=3600, stale-while-revalidate=86400');

/** Colombian departments and municipalities (DANE codes). Public, no auth. */
export const geoHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.departments, (_request, reply) => {
    cacheable(reply);
    return listDepartments(ctx.db);
  });
  r.handle(routes.departmentTowns, async (request, reply) => {
    const towns = await listTowns(ctx.db, request.params.id);
    if (!towns) throw new AppError('NOT_FOUND');
    cacheable(reply);
    return towns;
  });
  r.handle(routes.town, async (request, reply) => {
    const town = await getTown(ctx.db, request.params.id);
    if (!town) throw new AppError('NOT_FOUND');
    cacheable(reply);
    return town;
  });
};
