import { registerNamespace } from '@agrocadena/shared-ui';
import namespace from './namespace.generated.json';

export const CATALOG_NS = 'catalog';

// One namespace, kept in one file per feature (`<feature>.<language>.json`), merged into
// namespace.generated.json by scripts/registries.js. Imported by every exposed page: the shell may
// load any one of them first.
registerNamespace(CATALOG_NS, namespace);
