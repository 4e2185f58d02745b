import { executionsRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import { getRun, listOrders, listRuns } from './rows';
import * as runs from './service';
import { outsourceActivity } from './outsourcing';
import * as orders from './production-orders';
import { listArchivedRuns, listFinishedOrders, orderFigures, runFigures } from './order-figures';

/** Running production: runs of activities and production orders (modules/executions/service.ts). */
export const executionsHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  // A provider named: the run is outsourced to it (modules/executions/outsourcing.ts).
  r.handle(routes.executeActivity, async (request) =>
    request.body.providerId !== undefined || request.body.serviceId !== undefined
      ? outsourceActivity(ctx.db, request.auth, request.body, await ctx.fileLinks())
      : runs.executeActivity(ctx.db, request.auth, request.body),
  );
  r.handle(routes.startActivity, (request) => runs.startActivity(ctx.db, request.auth, request.body));
  r.handle(routes.pauseActivity, (request) => runs.pauseActivity(ctx.db, request.auth, request.body));
  r.handle(routes.restartActivity, (request) => runs.restartActivity(ctx.db, request.auth, request.body));
  r.handle(routes.completeActivity, (request) => runs.completeActivity(ctx.db, request.auth, request.body));
  r.handle(routes.abortActivity, (request) => runs.abortActivity(ctx.db, request.auth, request.body));
  r.handle(routes.processMetadata, (request) => orders.processMetadata(ctx.db, request.auth, request.body));
  r.handle(routes.getExecutedActivity, (request) => getRun(ctx.db, request.auth, request.params.id));
  r.handle(routes.activityRunPlan, (request) => orders.activityRunPlan(ctx.db, request.auth, request.params.id));
  r.handle(routes.processRunPlan, (request) => orders.processRunPlan(ctx.db, request.auth, request.params.id));
  r.handle(routes.getProductionOrder, (request) => orders.getProductionOrder(ctx.db, request.auth, request.params.id));
  r.handle(routes.nextActivity, (request) => orders.nextActivity(ctx.db, request.auth, request.params.id));
  r.handle(routes.scheduledActivities, (request) => listRuns(ctx.db, request.auth, request.params.id, 'scheduled', request.query));
  r.handle(routes.activeActivities, (request) => listRuns(ctx.db, request.auth, request.params.id, 'active', request.query));
  r.handle(routes.pausedActivities, (request) => listRuns(ctx.db, request.auth, request.params.id, 'paused', request.query));
  r.handle(routes.completedActivities, (request) => listArchivedRuns(ctx.db, request.auth, request.params.id, 'completed', request.query));
  r.handle(routes.abortedActivities, (request) => listArchivedRuns(ctx.db, request.auth, request.params.id, 'aborted', request.query));
  r.handle(routes.scheduledProductionOrders, (request) => listOrders(ctx.db, request.auth, request.params.id, 'scheduled', request.query));
  r.handle(routes.activeProductionOrders, (request) => listOrders(ctx.db, request.auth, request.params.id, 'active', request.query));
  r.handle(routes.pausedProductionOrders, (request) => listOrders(ctx.db, request.auth, request.params.id, 'paused', request.query));
  r.handle(routes.completedProductionOrders, (request) => listFinishedOrders(ctx.db, request.auth, request.params.id, 'completed', request.query));
  r.handle(routes.abortedProductionOrders, (request) => listFinishedOrders(ctx.db, request.auth, request.params.id, 'aborted', request.query));
  r.handle(routes.productionOrderFigures, (request) => orderFigures(ctx.db, request.auth, request.params.id));
  r.handle(routes.executedActivityFigures, (request) => runFigures(ctx.db, request.auth, request.params.id));
};
