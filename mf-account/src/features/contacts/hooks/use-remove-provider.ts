import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@agrocadena/contracts/client';
import { invalidateRoutes } from '@agrocadena/shared-ui';
import { removeProvider } from '../api/contacts-api';

/** POST /users/{id}/removeProvider; my list is read again, and a search no longer marks them mine. */
export function useRemoveProvider(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (providerId: string) => removeProvider(userId, providerId),
    onSuccess: () => invalidateRoutes(client, routes.userProviders, routes.searchProviders),
  });
}
