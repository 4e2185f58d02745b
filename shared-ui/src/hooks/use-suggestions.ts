import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf, RouteDef } from '@agrocadena/contracts';
import { routeQuery } from '../data/route-query';
import { useDebouncedValue } from './use-debounced-value';

/** Typing pauses this long before the names are asked for. */
export const SUGGEST_DELAY_MS = 250;

/**
 * The names a SuggestInput offers for what is typed (the catalogues, the provider search). `query`
 * is null while there is nothing to search (no call for an empty text: docs/domain.md#catalogues,
 * docs/domain.md#contacts); it is asked for once typing pauses.
 */
export function useSuggestions<R extends RouteDef>(route: R, query: QueryOf<R> | null): string[] {
  // Compared as text: the caller builds a new object at every render.
  const typed = query === null ? null : JSON.stringify(query);
  const settled = useDebouncedValue(typed, SUGGEST_DELAY_MS);
  const result = useQuery({
    ...routeQuery(route, { query: settled === null ? {} : JSON.parse(settled) } as never),
    enabled: settled !== null && typed !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return typed === null ? [] : ((result.data as string[] | undefined) ?? []);
}
