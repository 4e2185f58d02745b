import { registerNamespace } from '@agrocadena/shared-ui';
import es from './es.json';
import en from './en.json';
import contactsEs from './contacts.es.json';
import contactsEn from './contacts.en.json';

export const ACCOUNT_NS = 'account';

// One namespace, kept in one file per feature. Imported by every exposed page: the shell may load
// any one of them first.
registerNamespace(ACCOUNT_NS, { es: { ...es, ...contactsEs }, en: { ...en, ...contactsEn } });
