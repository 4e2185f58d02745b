import { activitiesRoutes } from './activities';
import { authRoutes } from './auth';
import { branchOfficesRoutes } from './branch-offices';
import { catalogRoutes } from './catalog';
import { configRoutes } from './config';
import { contactsRoutes } from './contacts';
import { executionsRoutes } from './executions';
import { filesRoutes } from './files';
import { geoRoutes } from './geo';
import { healthRoutes } from './health';
import { liveRoutes } from './live';
import { lotsRoutes } from './lots';
import { processesRoutes } from './processes';
import { productsRoutes } from './products';
import { receptionRoutes } from './reception';
import { requestsRoutes } from './requests';
import { requestNotesRoutes } from './request-notes';
import { servicesRoutes } from './services';
import { stockRoutes } from './stock';
import { usersRoutes } from './users';

export { REQUEST_LIST_ROUTES } from './requests';
export {
  activitiesRoutes,
  authRoutes,
  branchOfficesRoutes,
  catalogRoutes,
  configRoutes,
  contactsRoutes,
  executionsRoutes,
  filesRoutes,
  geoRoutes,
  healthRoutes,
  liveRoutes,
  lotsRoutes,
  processesRoutes,
  productsRoutes,
  receptionRoutes,
  requestsRoutes,
  requestNotesRoutes,
  servicesRoutes,
  stockRoutes,
  usersRoutes,
};

/** Every call of the API by name: `api.call(routes.createProduct, { body })`. */
export const routes = {
  ...authRoutes,
  ...usersRoutes,
  ...geoRoutes,
  ...configRoutes,
  ...filesRoutes,
  ...productsRoutes,
  ...stockRoutes,
  ...lotsRoutes,
  ...branchOfficesRoutes,
  ...activitiesRoutes,
  ...processesRoutes,
  ...servicesRoutes,
  ...executionsRoutes,
  ...requestsRoutes,
  ...requestNotesRoutes,
  ...receptionRoutes,
  ...catalogRoutes,
  ...contactsRoutes,
  ...healthRoutes,
  ...liveRoutes,
};
export type RouteName = keyof typeof routes;
