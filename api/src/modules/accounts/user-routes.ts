import { usersRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import * as accounts from './service';
import { countUnseenRequests } from '../requests/rows';

/** The caller's own account: profile read/update and unseen request counts. */
export const usersHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.getUser, async (request) => accounts.getProfile(ctx.db, request.auth, request.params.id, await ctx.fileLinks()));
  r.handle(routes.updateUser, (request) => accounts.updateProfile(ctx, request.auth, request.params.id, request.body, request.log));
  r.handle(routes.countUnseenRequests, (request) => countUnseenRequests(ctx.db, request.auth, request.params.id));
};
