import type { RequestStorageServiceBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, unwrap } from '@agrocadena/shared-ui';

export const requestStorageService = (body: RequestStorageServiceBody) => api.call(routes.requestStorageService, { body }).then(unwrap);
