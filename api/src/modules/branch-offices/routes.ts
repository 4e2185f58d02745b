import { branchOfficesRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import * as offices from './service';

/** A user's branch offices with their map location; owner only (see access/branch-offices). */
export const branchOfficesHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.createBranchOffice, (request) => offices.createBranchOffice(ctx.db, request.auth, request.body));
  r.handle(routes.userBranchOffices, (request) => offices.listBranchOffices(ctx.db, request.auth, request.params.id, request.query));
  r.handle(routes.getBranchOffice, (request) => offices.getBranchOffice(ctx.db, request.auth, request.params.id));
  r.handle(routes.updateBranchOffice, (request) => offices.updateBranchOffice(ctx.db, request.auth, request.params.id, request.body));
  r.handle(routes.deleteBranchOffice, async (request) => {
    await offices.deleteBranchOffice(ctx.db, request.auth, request.params.id);
    return null;
  });
};
