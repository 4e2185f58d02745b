import { registerNamespace } from '@agrocadena/shared-ui';
import activitiesEs from './activities.es.json';
import activitiesEn from './activities.en.json';
import processesEs from './processes.es.json';
import processesEn from './processes.en.json';
import overviewEs from './overview.es.json';
import overviewEn from './overview.en.json';
import accessEs from './access.es.json';
import accessEn from './access.en.json';
import runsEs from './runs.es.json';
import runsEn from './runs.en.json';
import ordersEs from './orders.es.json';
import ordersEn from './orders.en.json';
import startEs from './start.es.json';
import startEn from './start.en.json';
import serviceRequestsEs from './service-requests.es.json';
import serviceRequestsEn from './service-requests.en.json';
import outsourcingEs from './outsourcing.es.json';
import outsourcingEn from './outsourcing.en.json';

export const PRODUCTION_NS = 'production';

// One namespace, kept in one file per feature. Imported by every exposed page: the shell may load
// any one of them first.
registerNamespace(PRODUCTION_NS, {
  es: { ...activitiesEs, ...processesEs, ...overviewEs, ...accessEs, ...runsEs, ...ordersEs, ...startEs, ...serviceRequestsEs, ...outsourcingEs },
  en: { ...activitiesEn, ...processesEn, ...overviewEn, ...accessEn, ...runsEn, ...ordersEn, ...startEn, ...serviceRequestsEn, ...outsourcingEn },
});
