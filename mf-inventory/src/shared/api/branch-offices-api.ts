import type { BranchOfficeBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeAllPagesQuery, unwrap } from '@agrocadena/shared-ui';

/** Every office of the user, for the map; a write that invalidates the list reads it again too. */
export const allBranchOfficesQuery = (userId: string) => routeAllPagesQuery(routes.userBranchOffices, { id: userId });

export const createBranchOffice = (body: BranchOfficeBody) => api.call(routes.createBranchOffice, { body }).then(unwrap);

export const updateBranchOffice = (id: string, body: BranchOfficeBody) => api.call(routes.updateBranchOffice, { params: { id }, body }).then(unwrap);

export const deleteBranchOffice = (id: string) => api.call(routes.deleteBranchOffice, { params: { id } }).then(unwrap);
