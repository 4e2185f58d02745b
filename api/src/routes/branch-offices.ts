import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { normaliseBranchOffice } from '../domain/branch-offices';
import { caller, ok, requireSelf } from '../http/reply';
import type { RouteOptions } from '../http/types';
import { translate } from '../i18n/translate';
import { BranchOffice, BranchOfficeBody } from '../schemas/branch-offices';
import { Envelope, IdParam, PageQuery, PagedEnvelope } from '../schemas/common';
import * as offices from '../services/branch-offices';
import { errorResponses } from './responses';

/**
 * A user's branch offices with their map location. Owner only: another user's office reads as
 * 404, changing it answers 403, listing another user's offices answers 403.
 */
export const branchOfficesRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  const tags = ['branchOffices'];

  app.post(
    '/branchOffices',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Create a branch office of the caller',
        body: BranchOfficeBody,
        response: { 201: Envelope(BranchOffice), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = caller(request);
      const office = await offices.createBranchOffice(ctx.db, user.id, normaliseBranchOffice(request.body, user.id));
      return reply.status(201).send(ok(request, office, 'BRANCH_OFFICE_CREATED'));
    },
  );

  app.get(
    '/users/:id/branchOffices',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The caller's branch offices, newest first",
        params: IdParam,
        querystring: PageQuery,
        response: { 200: PagedEnvelope(BranchOffice), ...errorResponses },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      const { items, totalItems } = await offices.listBranchOffices(ctx.db, user.id, request.query.skip, request.query.limit);
      return { success: true, message: translate('OK', request.lang), totalItems, data: items };
    },
  );

  app.get(
    '/branchOffices/:id',
    {
      preHandler: app.authenticate,
      schema: { tags, summary: 'One of the caller’s branch offices', params: IdParam, response: { 200: Envelope(BranchOffice), ...errorResponses } },
    },
    async (request) => ok(request, await offices.getBranchOffice(ctx.db, request.params.id, caller(request).id)),
  );

  app.put(
    '/branchOffices/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Replace the name, description, address and location of a branch office',
        params: IdParam,
        body: BranchOfficeBody,
        response: { 200: Envelope(BranchOffice), ...errorResponses },
      },
    },
    async (request) => {
      const user = caller(request);
      const fields = normaliseBranchOffice(request.body, user.id);
      return ok(request, await offices.updateBranchOffice(ctx.db, request.params.id, user.id, fields), 'BRANCH_OFFICE_UPDATED');
    },
  );

  app.delete(
    '/branchOffices/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Delete (hide) a branch office; services that point at it keep the reference',
        params: IdParam,
        response: { 200: Envelope(Type.Null()), ...errorResponses },
      },
    },
    async (request) => {
      await offices.deleteBranchOffice(ctx.db, request.params.id, caller(request).id);
      return ok(request, null, 'BRANCH_OFFICE_DELETED');
    },
  );
};
