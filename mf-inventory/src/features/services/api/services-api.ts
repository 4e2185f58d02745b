import type { ServiceBody, ServiceImageUploadResult } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeAllPagesQuery, unwrap, uploadFile } from '@agrocadena/shared-ui';

/** What a production service can be tied to: all my activities, all my processes. */
export const myActivitiesQuery = (userId: string) => routeAllPagesQuery(routes.userActivities, { id: userId });
export const myProcessesQuery = (userId: string) => routeAllPagesQuery(routes.userProcesses, { id: userId });

// Writes reject with an ApiError (message, field, code).

export const createService = (body: ServiceBody) => api.call(routes.createService, { body }).then(unwrap);

export const updateService = (serviceId: string, body: ServiceBody) =>
  api.call(routes.updateService, { params: { id: serviceId }, body }).then(unwrap);

export const deleteService = (serviceId: string) => api.call(routes.deleteService, { params: { id: serviceId } }).then(unwrap);

/** POST /upload, type serviceImage: checked like a product's picture. */
export const uploadServiceImage = (serviceId: string, file: File) =>
  uploadFile<ServiceImageUploadResult>('serviceImage', serviceId, file).then(unwrap);
