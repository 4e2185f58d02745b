import type { BranchOffice, BranchOfficeBody } from '@agrocadena/contracts';
import { MAX_PAGE_SIZE } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { api, routePrefix, unwrap, unwrapPage } from '@agrocadena/shared-ui';

/** Stops a server that keeps answering full pages from looping forever (10,000 offices). */
const MAX_PAGES = 100;

/**
 * Every office of the user, read in pages of 100, for the map. Its key sits under the paged
 * list's prefix, so whatever invalidates the list invalidates the map too.
 */
export const allBranchOfficesQuery = (userId: string) => ({
  queryKey: [...routePrefix(routes.userBranchOffices, { id: userId }), 'all'],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const offices: BranchOffice[] = [];
    for (let pageIndex = 0; pageIndex < MAX_PAGES; pageIndex++) {
      const query = { skip: offices.length, limit: MAX_PAGE_SIZE };
      const page = unwrapPage(await api.call(routes.userBranchOffices, { params: { id: userId }, query, signal }));
      offices.push(...page.items);
      if (page.items.length < MAX_PAGE_SIZE || offices.length >= page.total) break;
    }
    return offices;
  },
});

export const createBranchOffice = (body: BranchOfficeBody) => api.call(routes.createBranchOffice, { body }).then(unwrap);

export const updateBranchOffice = (id: string, body: BranchOfficeBody) => api.call(routes.updateBranchOffice, { params: { id }, body }).then(unwrap);

export const deleteBranchOffice = (id: string) => api.call(routes.deleteBranchOffice, { params: { id } }).then(unwrap);
