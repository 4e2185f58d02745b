import { activitiesRoutes } from './activities';
import { authRoutes } from './auth';
import { branchOfficesRoutes } from './branch-offices';
import { configRoutes } from './config';
import { executionsRoutes } from './executions';
import { filesRoutes } from './files';
import { geoRoutes } from './geo';
import { healthRoutes } from './health';
import { processesRoutes } from './processes';
import { productsRoutes } from './products';
import { servicesRoutes } from './services';
import { stockRoutes } from './stock';
import { usersRoutes } from './users';

export {
  activitiesRoutes,
  authRoutes,
  branchOfficesRoutes,
  configRoutes,
  executionsRoutes,
  filesRoutes,
  geoRoutes,
  healthRoutes,
  processesRoutes,
  productsRoutes,
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
  ...branchOfficesRoutes,
  ...activitiesRoutes,
  ...processesRoutes,
  ...servicesRoutes,
  ...executionsRoutes,
  ...healthRoutes,
};
export type RouteName = keyof typeof routes;
