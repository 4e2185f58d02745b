import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteOptions } from '../http/types';
import { Type } from '@sinclair/typebox';
import { AppError } from '../errors';
import { ok } from '../http/reply';
import { Envelope } from '../schemas/common';
import { Department, Town } from '../schemas/geo';
import { getTown, listDepartments, listTowns } from '../services/geo';
import { errorResponses } from './responses';

/** Colombian departments and municipalities (DANE codes). Public, no auth. */
export const geoRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/departments',
    {
      schema: {
        tags: ['geo'],
        summary: 'The 33 departments, sorted by name',
        response: { 200: Envelope(Type.Array(Department)) },
      },
    },
    async (request) => ok(request, await listDepartments(ctx.db)),
  );

  app.get(
    '/departments/:id/towns',
    {
      schema: {
        tags: ['geo'],
        summary: "A department's towns, sorted by name",
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 99 }) }),
        response: { 200: Envelope(Type.Array(Town)), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => {
      const towns = await listTowns(ctx.db, request.params.id);
      if (!towns) throw new AppError('NOT_FOUND');
      return ok(request, towns);
    },
  );

  app.get(
    '/towns/:id',
    {
      schema: {
        tags: ['geo'],
        summary: 'One town by its DANE code (e.g. 08001)',
        params: Type.Object({ id: Type.String({ pattern: '^[0-9]{5}$' }) }),
        response: { 200: Envelope(Town), 400: errorResponses[400], 404: errorResponses[404] },
      },
    },
    async (request) => {
      const town = await getTown(ctx.db, request.params.id);
      if (!town) throw new AppError('NOT_FOUND');
      return ok(request, town);
    },
  );
};
