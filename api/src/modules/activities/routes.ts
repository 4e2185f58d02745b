import { activitiesRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import * as activities from './service';
import { activitiesOverview } from '../executions/overviews';

/** An enterprise's production activities; owner only (see access/activities). */
export const activitiesHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.createActivity, (request) => activities.createActivity(ctx.db, request.auth, request.body));
  r.handle(routes.userActivities, (request) => activities.listActivities(ctx.db, request.auth, request.params.id, request.query));
  r.handle(routes.getActivity, (request) => activities.getActivity(ctx.db, request.auth, request.params.id));
  r.handle(routes.updateActivity, (request) => activities.updateActivity(ctx.db, request.auth, request.params.id, request.body));
  r.handle(routes.deleteActivity, async (request) => {
    await activities.deleteActivity(ctx.db, request.auth, request.params.id, 'delete');
    return null;
  });
  r.handle(routes.retireActivity, async (request) => {
    await activities.deleteActivity(ctx.db, request.auth, request.params.id, 'retire');
    return null;
  });
  r.handle(routes.activitiesOverview, (request) => activitiesOverview(ctx.db, request.auth, request.params.id));
};
