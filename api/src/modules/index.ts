import accounts from './accounts';
import activities from './activities';
import branchOffices from './branch-offices';
import catalog from './catalog';
import config from './config';
import contacts from './contacts';
import executions from './executions';
import files from './files';
import geo from './geo';
import health from './health';
import live from './live';
import processes from './processes';
import products from './products';
import requests from './requests';
import services from './services';
import stock from './stock';

/**
 * Every domain of the API: the one list a new module joins (a test fails when a folder of
 * modules/ is missing here, or a route of the contract has no handler).
 */
export const API_MODULES = [
  accounts,
  geo,
  config,
  files,
  products,
  stock,
  branchOffices,
  activities,
  processes,
  services,
  executions,
  requests,
  catalog,
  contacts,
  health,
  live,
] as const;
