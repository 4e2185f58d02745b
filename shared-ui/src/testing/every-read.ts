import type { QueryClient } from '@tanstack/react-query';
import type { RouteDef } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { routeKey } from '../data/route-query';

type RouteName = keyof typeof routes;

/** Every GET route of the contract that answers JSON, by name. */
export const EVERY_READ = (Object.entries(routes) as [RouteName, RouteDef][]).filter(([, route]) => route.method === 'GET' && !route.kind);

/** The reads whose route's first tag (their key's first part) is one of `tags`, by name, sorted. */
export const readsTagged = (...tags: string[]): RouteName[] =>
  EVERY_READ.filter(([, route]) => tags.includes(route.tags[0]))
    .map(([name]) => name)
    .sort();

const keyOf = (route: RouteDef) => routeKey(route, { params: { id: 'x' } } as never);

/** `client` holding one answered read of every route: to see which of them something leaves stale. */
export function answerEveryRead(client: QueryClient): QueryClient {
  for (const [, route] of EVERY_READ) client.setQueryData(keyOf(route), {});
  return client;
}

/** The routes whose read in `client` (answered by answerEveryRead) is stale now, by name, sorted. */
export const staleReads = (client: QueryClient): RouteName[] =>
  EVERY_READ.filter(([, route]) => client.getQueryState(keyOf(route))?.isInvalidated)
    .map(([name]) => name)
    .sort();
