import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Request } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { invalidateRoutes } from '@agrocadena/shared-ui';

/**
 * A storage or transport asked for: afterwards the sent lists (a purchase whose transport was asked
 * no longer offers one), the request and the overview are read again.
 */
export function useNewRequest<B>(call: (body: B) => Promise<Request>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      invalidateRoutes(client, routes.requestsMadeToOthers, routes.requestsAcceptedToOthers, routes.requestsOverview, routes.getRequest),
  });
}
