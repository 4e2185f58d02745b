import { routes } from '@agrocadena/contracts/client';
import { routeQuery } from '@agrocadena/shared-ui';

/** GET /executedActivities/{id}/figures: a run's inputs consumed and their cost, its outputs, yields and cost per unit. */
export const runFiguresQuery = (runId: string) => routeQuery(routes.executedActivityFigures, { params: { id: runId } });
