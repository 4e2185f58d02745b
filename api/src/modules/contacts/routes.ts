import { contactsRoutes as routes } from '@agrocadena/contracts';
import type { DomainRoutes } from '../../http/routes';
import type { RouteOptions } from '../../http/types';
import * as contacts from './service';

/** Providers and clients. */
export const contactsHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.userProviders, (request) => contacts.listProviders(ctx.db, request.auth, request.params.id, request.query));
  r.handle(routes.addProvider, (request) => contacts.addProvider(ctx.db, request.auth, request.body));
  r.handle(routes.removeProvider, async (request) => {
    await contacts.removeProvider(ctx.db, request.auth, request.params.id, request.body.providerId);
    return null;
  });
  r.handle(routes.searchProviders, (request) => contacts.searchProviders(ctx.db, request.auth, request.params.id, request.query));
  r.handle(routes.searchProvidersAutoComplete, (request) => contacts.suggestProviders(ctx.db, request.query));
  r.handle(routes.userClients, (request) => contacts.listClients(ctx.db, request.auth, request.params.id, request.query));
  r.handle(routes.providersWithActivities, (request) => contacts.providersWithActivities(ctx.db, request.auth, request.params.id));
};
