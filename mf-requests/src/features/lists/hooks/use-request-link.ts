import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { routes } from '@agrocadena/contracts/client';
import { messageOf, routeQuery } from '@agrocadena/shared-ui';

/**
 * `?request=<id>`: a request another screen points at (a stock ledger row, docs/domain.md#stock-ledger),
 * read on its own (GET /requests/{id}) so its details open wherever it is listed. A request that
 * cannot be read is said (`error`); `clear` forgets the link once its dialog closes.
 */
export function useRequestLink() {
  const [params, setParams] = useSearchParams();
  const id = params.get('request');
  const query = useQuery({ ...routeQuery(routes.getRequest, { params: { id: id ?? '' } }), enabled: Boolean(id) });
  const clear = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('request');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return {
    request: id ? query.data : undefined,
    error: id && query.isError ? messageOf(query.error) : null,
    clear,
  };
}
