import type { ProviderSearchQuery, ProviderSuggestQuery } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeQuery, unwrap } from '@agrocadena/shared-ui';

/** GET /users/{id}/searchProviders: whoever offers something public, each marked when already mine. */
export const providerSearchQuery = (userId: string, query: ProviderSearchQuery) =>
  routeQuery(routes.searchProviders, { params: { id: userId }, query });

/** GET /searchProvidersAutoComplete: names of providers, products or services matching what is typed. */
export const providerSuggestionsQuery = (query: ProviderSuggestQuery) => routeQuery(routes.searchProvidersAutoComplete, { query });

// Writes reject with an ApiError (message, code): a 409 PROVIDER_ALREADY_ADDED when already mine.

export const addProvider = (userId: string, providerId: string) => api.call(routes.addProvider, { body: { userId, providerId } }).then(unwrap);

export const removeProvider = (userId: string, providerId: string) =>
  api.call(routes.removeProvider, { params: { id: userId }, body: { providerId } }).then(unwrap);
