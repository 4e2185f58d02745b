import { routes, type BranchOfficeBody } from '@agrocadena/contracts';
import { api } from '@agrocadena/shared-ui';

export function fetchUserBranchOffices(userId: string, skip: number, limit: number, signal?: AbortSignal) {
  return api.call(routes.userBranchOffices, { params: { id: userId }, query: { skip, limit }, signal });
}

export function createBranchOffice(body: BranchOfficeBody) {
  return api.call(routes.createBranchOffice, { body });
}

export function updateBranchOffice(id: string, body: BranchOfficeBody) {
  return api.call(routes.updateBranchOffice, { params: { id }, body });
}

export function deleteBranchOffice(id: string) {
  return api.call(routes.deleteBranchOffice, { params: { id } });
}
