import type { DomainRoutes } from '../http/routes';
import type { RouteOptions } from '../http/types';
import type { Catalogue } from '../i18n/messages/catalogue';

/**
 * One domain of the API, all in its folder under modules/ (docs/architecture.md, "Adding a
 * domain"): its routes, service, access policy, rules, tables and messages. The app registers every
 * folder of modules/ (listed by scripts/registries.js) and nothing else; drizzle-kit reads every module's tables.ts.
 */
export interface ApiModule<Code extends string = string> {
  /** Its folder under modules/. */
  name: string;
  /** A handler for each route of its part of the contract. */
  routes: DomainRoutes<RouteOptions>;
  /** The texts of its error and success codes, in both languages. */
  messages?: Catalogue<Code>;
}

/** Keeps the module's message codes in its type, so the catalogue can check that none is missing. */
export const defineModule = <Code extends string = never>(module: ApiModule<Code>): ApiModule<Code> => module;
