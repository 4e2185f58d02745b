import type { Language } from '../schemas/users';
type Catalogue = Record<string, Record<Language, string>>;
/** Answers keyed by the stable `code` the API returns (or by a success key). `{x}` = parameter. */
export declare const messages: Catalogue;
/** One message per validation reason; `{field}` is the localised field label. */
export declare const validationMessages: Catalogue;
/** Human names of input fields, so a message names the field in the reader's language. */
export declare const fieldLabels: Catalogue;
export {};
