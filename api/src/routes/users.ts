import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteOptions } from '../http/types';
import { Envelope, IdParam } from '../schemas/common';
import { UnseenRequestCounts, UpdateUserBody, UserProfile } from '../schemas/users';
import { ok, requireSelf } from '../http/reply';
import * as accounts from '../services/accounts';
import { countUnseenRequests } from '../services/requests';
import { errorResponses } from './responses';

/** The caller's own account: profile read/update and unseen request counts. */
export const usersRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  app.get(
    '/users/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "The caller's own profile",
        params: IdParam,
        response: { 200: Envelope(UserProfile), ...errorResponses },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return ok(request, await accounts.getProfile(ctx.db, user.id));
    },
  );

  app.put(
    '/users/:id/update',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "Update the caller's own profile (natural/juridical rules as at sign-up)",
        params: IdParam,
        body: UpdateUserBody,
        response: { 200: Envelope(UserProfile), ...errorResponses },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return ok(request, await accounts.updateProfile(ctx.db, user.id, request.body), 'USER_UPDATED');
    },
  );

  app.get(
    '/users/:id/countUnseenRequests',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users', 'requests'],
        summary: 'Unseen requests: received (to act on as provider) and sent (proposals awaiting the caller)',
        params: IdParam,
        response: { 200: Envelope(UnseenRequestCounts), ...errorResponses },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return ok(request, await countUnseenRequests(ctx.db, user.id));
    },
  );
};
