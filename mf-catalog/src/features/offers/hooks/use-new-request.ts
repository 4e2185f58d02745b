import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@agrocadena/contracts/client';
import { invalidateRoutes } from '@agrocadena/shared-ui';

/** An application sent from a catalogue: afterwards the sent lists and the overview count the new request. */
export function useNewRequest<B, T>(call: (body: B) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => invalidateRoutes(client, routes.requestsMadeToOthers, routes.requestsOverview) });
}
