import commonEs from '../../shared-ui/src/i18n/locales/common.es.json';
import commonEn from '../../shared-ui/src/i18n/locales/common.en.json';
import shellEs from '../../shell/src/i18n/es.json';
import shellEn from '../../shell/src/i18n/en.json';
import accountEs from '../../mf-account/src/i18n/es.json';
import accountEn from '../../mf-account/src/i18n/en.json';
import productsEs from '../../mf-inventory/src/i18n/products.es.json';
import productsEn from '../../mf-inventory/src/i18n/products.en.json';
import branchOfficesEs from '../../mf-inventory/src/i18n/branch-offices.es.json';
import branchOfficesEn from '../../mf-inventory/src/i18n/branch-offices.en.json';
import servicesEs from '../../mf-inventory/src/i18n/services.es.json';
import servicesEn from '../../mf-inventory/src/i18n/services.en.json';
import activitiesEs from '../../mf-production/src/i18n/activities.es.json';
import activitiesEn from '../../mf-production/src/i18n/activities.en.json';
import processesEs from '../../mf-production/src/i18n/processes.es.json';
import processesEn from '../../mf-production/src/i18n/processes.en.json';
import overviewEs from '../../mf-production/src/i18n/overview.es.json';
import overviewEn from '../../mf-production/src/i18n/overview.en.json';
import runsEs from '../../mf-production/src/i18n/runs.es.json';
import runsEn from '../../mf-production/src/i18n/runs.en.json';
import ordersEs from '../../mf-production/src/i18n/orders.es.json';
import ordersEn from '../../mf-production/src/i18n/orders.en.json';
import startEs from '../../mf-production/src/i18n/start.es.json';
import startEn from '../../mf-production/src/i18n/start.en.json';
import contactsEs from '../../mf-account/src/i18n/contacts.es.json';
import contactsEn from '../../mf-account/src/i18n/contacts.en.json';
import offersEs from '../../mf-catalog/src/i18n/offers.es.json';
import offersEn from '../../mf-catalog/src/i18n/offers.en.json';
import catalogProductsEs from '../../mf-catalog/src/i18n/products.es.json';
import catalogProductsEn from '../../mf-catalog/src/i18n/products.en.json';
import catalogServicesEs from '../../mf-catalog/src/i18n/services.es.json';
import catalogServicesEn from '../../mf-catalog/src/i18n/services.en.json';
import requestsOverviewEs from '../../mf-requests/src/i18n/overview.es.json';
import requestsOverviewEn from '../../mf-requests/src/i18n/overview.en.json';
import requestListsEs from '../../mf-requests/src/i18n/lists.es.json';
import requestListsEn from '../../mf-requests/src/i18n/lists.en.json';
import requestMovesEs from '../../mf-requests/src/i18n/moves.es.json';
import requestMovesEn from '../../mf-requests/src/i18n/moves.en.json';
import requestNotesEs from '../../mf-requests/src/i18n/notes.es.json';
import requestNotesEn from '../../mf-requests/src/i18n/notes.en.json';
import { messages as apiMessages, type MessageKey } from '../../api/src/i18n/messages';
import type { Lang } from './browser';

/** What the app shows in each language: the suite reads the same catalogues the user reads. */
export const texts = {
  es: {
    common: commonEs,
    shell: shellEs,
    account: { ...accountEs, ...contactsEs },
    catalog: { ...offersEs, ...catalogProductsEs, ...catalogServicesEs },
    requests: { ...requestsOverviewEs, ...requestListsEs, ...requestMovesEs, ...requestNotesEs },
    inventory: { ...productsEs, ...branchOfficesEs, ...servicesEs },
    production: { ...activitiesEs, ...processesEs, ...overviewEs, ...runsEs, ...ordersEs, ...startEs },
    api: (code: MessageKey) => apiMessages()[code].es,
  },
  en: {
    common: commonEn,
    shell: shellEn,
    account: { ...accountEn, ...contactsEn },
    catalog: { ...offersEn, ...catalogProductsEn, ...catalogServicesEn },
    requests: { ...requestsOverviewEn, ...requestListsEn, ...requestMovesEn, ...requestNotesEn },
    inventory: { ...productsEn, ...branchOfficesEn, ...servicesEn },
    production: { ...activitiesEn, ...processesEn, ...overviewEn, ...runsEn, ...ordersEn, ...startEn },
    api: (code: MessageKey) => apiMessages()[code].en,
  },
} satisfies Record<Lang, unknown>;
