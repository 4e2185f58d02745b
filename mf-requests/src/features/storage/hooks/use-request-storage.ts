import { useMutation, useQueryClient } from '@tanstack/react-query';
import { routes } from '@agrocadena/contracts/client';
import { invalidateRoutes } from '@agrocadena/shared-ui';
import { requestStorageService } from '../api/storage-api';

/** POST /requestStorageService: afterwards the sent list and the overview count the new request. */
export function useRequestStorage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestStorageService,
    onSuccess: () => invalidateRoutes(client, routes.requestsMadeToOthers, routes.requestsOverview),
  });
}
