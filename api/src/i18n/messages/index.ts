import type { ErrorCode, SuccessCode } from '@agrocadena/contracts';
import { API_MODULES } from '../../modules/all-modules.generated';
import type { ApiModule } from '../../modules/api-module';
import type { Catalogue } from './catalogue';
import { commonMessages } from './common';

export { fieldLabels, validationMessages } from './validation';
export type { Catalogue, Translations } from './catalogue';

type ModuleCode<M> = M extends ApiModule<infer Code> ? Code : never;
/** The codes with a text: the common ones and each module's. */
export type MessageKey = keyof typeof commonMessages | ModuleCode<(typeof API_MODULES)[number]>;

/** Compiles only while every code of the contract has a text; the error names those that lack one. */
export const untranslatedCodes: Record<Exclude<ErrorCode | SuccessCode | 'ROUTE_NOT_FOUND', MessageKey>, never> = {};

let catalogue: Catalogue<MessageKey> | undefined;

/**
 * Every answer's message, keyed by the stable `code` the API returns or by the call's success code.
 * Gathered on first use: the modules' routes reach this file through the errors they translate.
 */
export function messages(): Catalogue<MessageKey> {
  catalogue ??= Object.assign({}, commonMessages, ...API_MODULES.map((module) => module.messages ?? {})) as Catalogue<MessageKey>;
  return catalogue;
}
