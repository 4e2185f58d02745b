import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { providerSuggestionsQuery } from '../api/contacts-api';
import { toSuggestQuery, type ProviderSearchValues } from '../rules/provider-search';
import { useDebouncedValue } from './use-debounced-value';

export const SUGGEST_DELAY_MS = 250;

/**
 * The autocomplete's options for what is typed: asked 250 ms after typing stops, and only for
 * non-blank text (spec-2 §5). Blank text shows none.
 */
export function useProviderSuggestions(values: ProviderSearchValues): { value: string }[] {
  const { filter, text, productType, serviceType } = values;
  const query = useMemo(() => toSuggestQuery({ filter, text, productType, serviceType }), [filter, text, productType, serviceType]);
  const settled = useDebouncedValue(query, SUGGEST_DELAY_MS);
  const suggestions = useQuery({
    ...providerSuggestionsQuery(settled ?? {}),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  if (!query || !settled) return [];
  // Two providers (or offers) may share a name: one suggestion each.
  return [...new Set(suggestions.data ?? [])].map((value) => ({ value }));
}
