import { registerNamespace } from '@agrocadena/shared-ui';
import productsEs from './products.es.json';
import productsEn from './products.en.json';
import branchOfficesEs from './branch-offices.es.json';
import branchOfficesEn from './branch-offices.en.json';
import servicesEs from './services.es.json';
import servicesEn from './services.en.json';

export const INVENTORY_NS = 'inventory';

// One namespace, kept in one file per feature. Imported by every exposed page: the shell may load
// any one of them first.
registerNamespace(INVENTORY_NS, {
  es: { ...productsEs, ...branchOfficesEs, ...servicesEs },
  en: { ...productsEn, ...branchOfficesEn, ...servicesEn },
});
