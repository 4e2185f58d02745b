import { registerNamespace } from '@agrocadena/shared-ui';
import es from './es.json';
import en from './en.json';

export const ACCOUNT_NS = 'account';

// Imported by every exposed page: the shell may load any one of them first.
registerNamespace(ACCOUNT_NS, { es, en });
