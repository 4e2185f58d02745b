import FindMyWay from 'find-my-way';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import type { RegisteredRoute } from './types';

/**
 * The shell's folder (`/*`) answers any path it holds a file for, which only the disk knows: left
 * out, so that a path is known by a route of its own and any other path stays a 404.
 */
const ANY_FILE_OF_THE_SHELL = '/*';

/**
 * The methods each path takes, from the routes the app registered, matched the way Fastify matches
 * them (find-my-way, with the app's router options), so a parametric or wildcard route counts for
 * every path it serves.
 */
export function allowedMethodsOf(routes: readonly RegisteredRoute[], options: FastifyInstance['initialConfig']['routerOptions'] = {}) {
  const { ignoreTrailingSlash, ignoreDuplicateSlashes, maxParamLength, caseSensitive } = options;
  const router = FindMyWay({ ignoreTrailingSlash, ignoreDuplicateSlashes, maxParamLength, caseSensitive });
  const methods = new Set<FindMyWay.HTTPMethod>();
  for (const { method, url } of routes) {
    if (url === ANY_FILE_OF_THE_SHELL) continue;
    router.on(method as FindMyWay.HTTPMethod, url, () => undefined);
    methods.add(method as FindMyWay.HTTPMethod);
  }
  const sorted = [...methods].sort();
  return (url: string): string[] => sorted.filter((method) => router.find(method, url) !== null);
}

/**
 * A path the app serves, asked with a method it does not take, answers 405 with `Allow` (HEAD
 * wherever Fastify exposes it beside a GET). Decided before the body is read: what a route would
 * not take is not parsed either.
 */
export function installMethodNotAllowed(app: FastifyInstance): void {
  // Built on the first miss, once every route is registered.
  let allowedMethods: ((url: string) => string[]) | null = null;
  app.addHook('onRequest', async (request, reply) => {
    // Only a request no route of its own took: the not-found handler's, or the shell folder's (a GET or a HEAD).
    if (!request.is404 && request.routeOptions.url !== ANY_FILE_OF_THE_SHELL) return;
    allowedMethods ??= allowedMethodsOf(app.registeredRoutes, app.initialConfig.routerOptions);
    const allowed = allowedMethods(request.url);
    if (allowed.length === 0 || allowed.includes(request.method)) return;
    reply.header('Allow', allowed.join(', '));
    throw new AppError('METHOD_NOT_ALLOWED', { params: { route: request.url.split('?')[0], method: request.method } });
  });
}
