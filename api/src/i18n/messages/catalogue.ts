import type { Language } from '@agrocadena/contracts';

export type Translations = Record<Language, string>;
/** `{x}` in a text is filled from the message's parameters. */
export type Catalogue<K extends string> = Record<K, Translations>;
