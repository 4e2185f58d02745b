import { registerNamespace } from '@agrocadena/shared-ui';
import overviewEs from './overview.es.json';
import overviewEn from './overview.en.json';
import listsEs from './lists.es.json';
import listsEn from './lists.en.json';
import movesEs from './moves.es.json';
import movesEn from './moves.en.json';
import storageEs from './storage.es.json';
import storageEn from './storage.en.json';
import transportEs from './transport.es.json';
import transportEn from './transport.en.json';

export const REQUESTS_NS = 'requests';

// One namespace, kept in one file per feature. Imported by every exposed page: the shell may load
// any one of them first.
registerNamespace(REQUESTS_NS, {
  es: { ...overviewEs, ...listsEs, ...movesEs, ...storageEs, ...transportEs },
  en: { ...overviewEn, ...listsEn, ...movesEn, ...storageEn, ...transportEn },
});
