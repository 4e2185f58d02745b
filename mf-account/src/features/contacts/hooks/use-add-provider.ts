import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contact } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { routePrefix } from '@agrocadena/shared-ui';
import { addProvider } from '../api/contacts-api';

/** Marks a provider as mine in every cached search, so its row says so without searching again. */
function markAsProvider(client: ReturnType<typeof useQueryClient>, providerId: string) {
  client.setQueriesData<Contact[]>({ queryKey: routePrefix(routes.searchProviders) }, (results) =>
    results?.map((contact) => (contact._id === providerId ? { ...contact, isProvider: true } : contact)),
  );
}

/**
 * POST /addProvider. Added, or refused because already there (409 PROVIDER_ALREADY_ADDED): either
 * way the provider is mine, and the search results say so. Adding one changes my providers.
 */
export function useAddProvider(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) => addProvider(userId, providerId),
    onSuccess: (_contact, providerId) => markAsProvider(client, providerId),
    onError: (error, providerId) => {
      if (error.code === 'PROVIDER_ALREADY_ADDED') markAsProvider(client, providerId);
    },
    meta: { changes: ['contacts'] },
  });
}
