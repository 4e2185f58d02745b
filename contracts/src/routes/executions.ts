import { Type } from '@sinclair/typebox';
import { LotExpiredConflict } from '../schemas/lot-refs';
import { defineRoute, type RouteDef } from '../route';
import { IdParam, PageQuery } from '../schemas/common';
import {
  AbortActivityBody,
  CompleteActivityBody,
  ExecuteActivityBody,
  ExecutedActivity,
  ExecutedActivityDetail,
  ExecutionConflict,
  NextActivity,
  PauseActivityBody,
  ProcessMetadataBody,
  ProductionOrder,
  ProductionOrderDetail,
  RestartActivityBody,
  RunPlan,
  StartActivityBody,
} from '../schemas/executions';
import { ArchivedRun, FinishedOrder, OrderFigures, RunFigures } from '../schemas/order-figures';

const tags = ['executions'];

/** A transition of a run: its body, the run as it now is, 409 with the current state otherwise. */
const transition = <const P extends string, const B extends RouteDef['body']>(path: P, summary: string, body: B) =>
  ({
    method: 'POST',
    path,
    access: 'private',
    tags,
    summary,
    body,
    data: ExecutedActivity,
    conflictData: Type.Union([ExecutionConflict, LotExpiredConflict]),
  }) as const;

/** One of the caller's paged lists of runs or orders, newest first. */
const userList = <const P extends string, const D extends RouteDef['data']>(path: P, summary: string, data: D) =>
  ({ method: 'GET', path, access: 'private', tags, summary, params: IdParam, query: PageQuery, data, paged: true }) as const;

/**
 * Running production (docs/domain.md#runs, docs/domain.md#production-orders): runs of activities
 * and production orders. ENTERPRISE users only (403 ENTERPRISE_ONLY for the others); a run or order
 * of another user reads 404 and answers 403 to an action. A transition the table has no room for
 * answers 409 INVALID_TRANSITION naming the current state; a start the stock cannot cover answers
 * 409 NOT_ENOUGH_PRODUCTS listing what is short.
 */
export const executionsRoutes = {
  executeActivity: defineRoute({
    ...transition(
      '/executeActivity',
      'Run an activity now, or schedule it (reserving its inputs); alone, starting a process, or continuing an order',
      ExecuteActivityBody,
    ),
    status: 201,
    message: 'EXECUTION_CREATED',
  }),
  startActivity: defineRoute({
    ...transition('/startActivity', 'Start a scheduled run: its reservation becomes consumption', StartActivityBody),
    message: 'ACTIVITY_STARTED',
  }),
  pauseActivity: defineRoute({ ...transition('/pauseActivity', 'Pause a running run', PauseActivityBody), message: 'ACTIVITY_PAUSED' }),
  restartActivity: defineRoute({
    ...transition('/restartActivity', 'Resume a paused run, adding its extra cost', RestartActivityBody),
    message: 'ACTIVITY_RESUMED',
  }),
  completeActivity: defineRoute({
    ...transition('/completeActivity', 'Complete a running run: its outputs enter stock at their share of the final cost', CompleteActivityBody),
    message: 'ACTIVITY_COMPLETED',
  }),
  abortActivity: defineRoute({
    ...transition(
      '/abortActivity',
      'Abort a scheduled, running or paused run (releasing a reservation; what was finished enters stock)',
      AbortActivityBody,
    ),
    message: 'ACTIVITY_ABORTED',
  }),
  processMetadata: defineRoute({
    method: 'POST',
    path: '/processMetadata',
    access: 'private',
    tags,
    summary: 'Record what a production order is to make and what it needs, through its run',
    body: ProcessMetadataBody,
    data: ProductionOrderDetail,
    message: 'METADATA_SAVED',
  }),
  getExecutedActivity: defineRoute({
    method: 'GET',
    path: '/executedActivities/:id',
    access: 'private',
    tags,
    summary: 'One run with its milestones',
    params: IdParam,
    data: ExecutedActivityDetail,
  }),
  activityRunPlan: defineRoute({
    method: 'GET',
    path: '/activities/:id/runPlan',
    access: 'private',
    tags,
    summary: 'What the start-activity wizard needs: the activity and the stock of its products',
    params: IdParam,
    data: RunPlan,
  }),
  processRunPlan: defineRoute({
    method: 'GET',
    path: '/processes/:id/runPlan',
    access: 'private',
    tags,
    summary: "What the start-process wizard needs: the process's activities in order and the stock of their products",
    params: IdParam,
    data: RunPlan,
  }),
  getProductionOrder: defineRoute({
    method: 'GET',
    path: '/productionOrders/:id',
    access: 'private',
    tags,
    summary: 'One production order with its process and its runs',
    params: IdParam,
    data: ProductionOrderDetail,
  }),
  nextActivity: defineRoute({
    method: 'GET',
    path: '/productionOrder/:id/nextActivity',
    access: 'private',
    tags,
    summary: "The process's activity after the order's last run, or null when the process is finished",
    params: IdParam,
    data: NextActivity,
  }),
  scheduledActivities: defineRoute(userList('/users/:id/scheduledActivities', 'Runs scheduled, or waiting for their provider', ExecutedActivity)),
  activeActivities: defineRoute(userList('/users/:id/activeActivities', 'Runs in progress (by me or by a provider)', ExecutedActivity)),
  pausedActivities: defineRoute(userList('/users/:id/pausedActivities', 'Paused runs', ExecutedActivity)),
  completedActivities: defineRoute(userList('/users/:id/completedActivities', "Completed runs (archive), with each output's figures", ArchivedRun)),
  abortedActivities: defineRoute(userList('/users/:id/abortedActivities', "Aborted runs (archive), with each output's figures", ArchivedRun)),
  scheduledProductionOrders: defineRoute(userList('/users/:id/scheduledProductionOrders', 'Orders whose first run is scheduled', ProductionOrder)),
  activeProductionOrders: defineRoute(userList('/users/:id/activeProductionOrders', 'Orders whose current run is in progress', ProductionOrder)),
  pausedProductionOrders: defineRoute(
    userList('/users/:id/pausedProductionOrders', 'Orders paused, or on hold waiting for their next activity', ProductionOrder),
  ),
  completedProductionOrders: defineRoute(
    userList('/users/:id/completedProductionOrders', 'Orders whose process finished (archive), with their cost and yields', FinishedOrder),
  ),
  abortedProductionOrders: defineRoute(
    userList('/users/:id/abortedProductionOrders', 'Orders aborted (archive), with what they cost and made', FinishedOrder),
  ),
  productionOrderFigures: defineRoute({
    method: 'GET',
    path: '/productionOrders/:id/figures',
    access: 'private',
    tags,
    summary: "An order's cost and yields, and each run's: inputs consumed, outputs expected and made, cost per unit",
    params: IdParam,
    data: OrderFigures,
  }),
  executedActivityFigures: defineRoute({
    method: 'GET',
    path: '/executedActivities/:id/figures',
    access: 'private',
    tags,
    summary: "A run's inputs consumed (amount and cost), outputs expected and made, yields and cost per unit",
    params: IdParam,
    data: RunFigures,
  }),
};
