import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route';
import { Suggestions } from '../schemas/catalog';
import { IdParam, PageQuery } from '../schemas/common';
import { AddProviderBody, Contact, ProviderSearchQuery, ProviderSuggestQuery, ProviderWithServices, RemoveProviderBody } from '../schemas/contacts';

const tags = ['contacts'];

/**
 * Providers and clients (docs/domain.md#contacts): each user keeps a list of providers; clients
 * are the users whose requests the caller agreed to (an accepted product request, or a service
 * proposal the requester accepted). Another user's lists answer 403.
 */
export const contactsRoutes = {
  userProviders: defineRoute({
    method: 'GET',
    path: '/users/:id/providers',
    access: 'private',
    tags,
    summary: 'My providers, most recently added first',
    params: IdParam,
    query: PageQuery,
    data: Contact,
    paged: true,
  }),
  addProvider: defineRoute({
    method: 'POST',
    path: '/addProvider',
    access: 'private',
    tags,
    summary: 'Add a user who offers something public to my providers (409 when already there)',
    body: AddProviderBody,
    data: Contact,
    status: 201,
    message: 'PROVIDER_ADDED',
  }),
  removeProvider: defineRoute({
    method: 'POST',
    path: '/users/:id/removeProvider',
    access: 'private',
    tags,
    summary: 'Remove a provider from my list',
    params: IdParam,
    body: RemoveProviderBody,
    data: Type.Null(),
    message: 'PROVIDER_REMOVED',
  }),
  searchProviders: defineRoute({
    method: 'GET',
    path: '/users/:id/searchProviders',
    access: 'private',
    tags,
    summary: 'Users offering something public, by name, product, service or town (an empty filter finds nobody)',
    params: IdParam,
    query: ProviderSearchQuery,
    data: Type.Array(Contact),
  }),
  searchProvidersAutoComplete: defineRoute({
    method: 'GET',
    path: '/searchProvidersAutoComplete',
    access: 'private',
    tags,
    summary: 'Names of providers, public products or public services matching what is typed',
    query: ProviderSuggestQuery,
    data: Suggestions,
  }),
  userClients: defineRoute({
    method: 'GET',
    path: '/users/:id/clients',
    access: 'private',
    tags,
    summary: 'The users whose requests I agreed to, most recent first',
    params: IdParam,
    query: PageQuery,
    data: Contact,
    paged: true,
  }),
  providersWithActivities: defineRoute({
    method: 'GET',
    path: '/users/:id/providersWithActivities',
    access: 'private',
    tags,
    summary: 'My providers with their public production services (outsourcing a run)',
    params: IdParam,
    data: Type.Array(ProviderWithServices),
  }),
};
