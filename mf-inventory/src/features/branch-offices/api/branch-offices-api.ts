import { api, PAGE_SIZE, type BranchOffice, type BranchOfficeBody } from '@agrocadena/shared-ui';

/** The list page's page size (spec §7: lists use limit=12). */
export const OFFICES_PAGE_SIZE = PAGE_SIZE;
/** The largest page the API serves; the map asks for everything in pages of this size. */
export const OFFICES_MAX_PAGE_SIZE = 100;

export function fetchUserBranchOffices(userId: string, skip: number, limit: number, signal?: AbortSignal) {
  return api.get<BranchOffice[]>(`/users/${encodeURIComponent(userId)}/branchOffices`, { skip, limit }, { signal });
}

export function createBranchOffice(body: BranchOfficeBody) {
  return api.post<BranchOffice>('/branchOffices', body);
}

export function updateBranchOffice(id: string, body: BranchOfficeBody) {
  return api.put<BranchOffice>(`/branchOffices/${encodeURIComponent(id)}`, body);
}

export function deleteBranchOffice(id: string) {
  return api.delete<null>(`/branchOffices/${encodeURIComponent(id)}`);
}
