import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Contact, ProviderSearchQuery } from '@agrocadena/contracts';
import { messageOf } from '@agrocadena/shared-ui';
import { providerSearchQuery } from '../api/contacts-api';
import { toSearchQuery, type ProviderSearchValues } from '../rules/provider-search';

/** Not searched yet, or the last search's query (null: an empty one, answered without asking). */
type Searched = { done: false } | { done: true; query: ProviderSearchQuery | null };

export interface ProviderSearch {
  /** A search was made: its results (maybe none) are worth showing. */
  searched: boolean;
  results: Contact[];
  loading: boolean;
  error: string | null;
  search: (values: ProviderSearchValues) => void;
  retry: () => void;
}

/** The provider search of /addProvider: an empty filter finds nobody without a call (docs/domain.md#contacts). */
export function useProviderSearch(userId: string | undefined): ProviderSearch {
  const [searched, setSearched] = useState<Searched>({ done: false });
  const query = searched.done ? searched.query : null;
  const results = useQuery({ ...providerSearchQuery(userId ?? '', query ?? {}), enabled: Boolean(userId) && query !== null });
  const { refetch } = results;

  function search(values: ProviderSearchValues) {
    const next = toSearchQuery(values);
    // The same search again asks again: someone may have published something meanwhile.
    if (next && query && JSON.stringify(next) === JSON.stringify(query)) void refetch();
    setSearched({ done: true, query: next });
  }

  return {
    searched: searched.done,
    results: query ? (results.data ?? []) : [],
    loading: query !== null && results.isFetching,
    error: query && results.isError ? messageOf(results.error) : null,
    search,
    retry: () => void refetch(),
  };
}
