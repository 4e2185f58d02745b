import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Request } from '@agrocadena/contracts';
import type { RouteDef } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { invalidateRoutes, notifyUnseenRequestsChanged } from '@agrocadena/shared-ui';
import { ALL_REQUEST_LISTS } from '../../lists/api/list-routes';

/**
 * Everything a move of a request changes: both sides' lists, the overview's counts, the request,
 * and the stock it reserves, hands over or receives (products, their ledger, the catalogue).
 */
export const REQUEST_AFFECTED: RouteDef[] = [
  ...ALL_REQUEST_LISTS,
  routes.requestsOverview,
  routes.getRequest,
  routes.userProducts,
  routes.userSimpleProducts,
  routes.getProduct,
  routes.stockMovements,
  routes.publicProducts,
];

/**
 * A move of a request. After it, and after a 409 (someone moved the request first: the lists show
 * where it now stands), the lists, the overview and the header's unseen counts are read again.
 */
export function useRequestMove<B>(call: (body: B) => Promise<Request>) {
  const client = useQueryClient();
  const refresh = () => {
    void invalidateRoutes(client, ...REQUEST_AFFECTED);
    notifyUnseenRequestsChanged();
  };
  return useMutation({
    mutationFn: call,
    onSuccess: refresh,
    onError: (failure) => {
      if (failure.code === 'INVALID_REQUEST_TRANSITION') refresh();
    },
  });
}
