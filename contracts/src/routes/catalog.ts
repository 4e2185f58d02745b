import { defineRoute } from '../route';
import { IdParam } from '../schemas/common';
import {
  PersonCard,
  ProductCatalogQuery,
  ProductSuggestQuery,
  PublicProduct,
  PublicService,
  ServiceCatalogQuery,
  ServiceSuggestQuery,
  Suggestions,
} from '../schemas/catalog';

const tags = ['catalog'];

/**
 * The public catalogues (docs/domain.md#catalogues): anyone, logged in or not, browses the public
 * products and services of every user. Text filters ignore case and accents and forgive a typo
 * (limon finds Limón, "PIÑA" finds piña, "limn" finds limón); the best matches come first, newest
 * first otherwise. A search's totalItems stops counting at MAX_SEARCH_TOTAL.
 */
export const catalogRoutes = {
  publicProducts: defineRoute({
    method: 'GET',
    path: '/publicProducts',
    access: 'public',
    readsSession: true,
    tags,
    summary: 'Public products, filtered by name, provider or type',
    query: ProductCatalogQuery,
    data: PublicProduct,
    paged: true,
  }),
  searchPublicProductsAutoComplete: defineRoute({
    method: 'GET',
    path: '/searchPublicProductsAutoComplete',
    access: 'public',
    tags,
    summary: 'Product (or provider) names matching what is typed',
    query: ProductSuggestQuery,
    data: Suggestions,
  }),
  publicServices: defineRoute({
    method: 'GET',
    path: '/publicServices',
    access: 'public',
    tags,
    summary: 'Public services, filtered by name, provider, service type or a town a transport covers',
    query: ServiceCatalogQuery,
    data: PublicService,
    paged: true,
  }),
  searchPublicServicesAutoComplete: defineRoute({
    method: 'GET',
    path: '/searchPublicServicesAutoComplete',
    access: 'public',
    tags,
    summary: 'Service (or provider) names matching what is typed',
    query: ServiceSuggestQuery,
    data: Suggestions,
  }),
  publicProvider: defineRoute({
    method: 'GET',
    path: '/publicProviders/:id',
    access: 'public',
    tags,
    summary: 'How to reach a user who offers something public (the catalogue’s see provider)',
    params: IdParam,
    data: PersonCard,
  }),
  personCard: defineRoute({
    method: 'GET',
    path: '/users/:id/card',
    access: 'private',
    tags: ['catalog', 'requests'],
    summary: 'How to reach a user: one who offers something public, or one I share a request or a contact with',
    params: IdParam,
    data: PersonCard,
  }),
};
