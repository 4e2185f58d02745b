import type { ProcessBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeAllPagesQuery, unwrap } from '@agrocadena/shared-ui';

/** Every activity of mine, for the process's activity picker. */
export const myActivitiesQuery = (userId: string) => routeAllPagesQuery(routes.userActivities, { id: userId });

export const createProcess = (body: ProcessBody) => api.call(routes.createProcess, { body }).then(unwrap);

export const updateProcess = (processId: string, body: ProcessBody) =>
  api.call(routes.updateProcess, { params: { id: processId }, body }).then(unwrap);

export const deleteProcess = (processId: string) => api.call(routes.deleteProcess, { params: { id: processId } }).then(unwrap);

/** POST /processes/{id}/retire: hidden from new use, its orders go on (docs/domain.md#in-use). */
export const retireProcess = (processId: string) => api.call(routes.retireProcess, { params: { id: processId } }).then(unwrap);
