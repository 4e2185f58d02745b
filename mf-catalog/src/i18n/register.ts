import { registerNamespace } from '@agrocadena/shared-ui';
import offersEs from './offers.es.json';
import offersEn from './offers.en.json';
import productsEs from './products.es.json';
import productsEn from './products.en.json';
import servicesEs from './services.es.json';
import servicesEn from './services.en.json';

export const CATALOG_NS = 'catalog';

// One namespace, kept in one file per feature. Imported by every exposed page: the shell may load
// either catalogue first.
registerNamespace(CATALOG_NS, {
  es: { ...offersEs, ...productsEs, ...servicesEs },
  en: { ...offersEn, ...productsEn, ...servicesEn },
});
