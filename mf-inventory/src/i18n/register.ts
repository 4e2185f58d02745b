import { registerNamespace } from '@agrocadena/shared-ui';
import namespace from './namespace.generated.json';

export const INVENTORY_NS = 'inventory';

// One namespace, kept in one file per feature (`<feature>.<language>.json`), merged into
// namespace.generated.json by scripts/registries.js. Imported by every exposed page: the shell may
// load any one of them first.
registerNamespace(INVENTORY_NS, namespace);
