import { useQuery } from '@tanstack/react-query';
import type { Request } from '@agrocadena/contracts';
import { messageOf } from '@agrocadena/shared-ui';
import { serviceRequestQuery } from '../api/service-requests-api';

/** GET /requests/{id}, read while a wizard carries out a request (null id: none, ready at once). */
export function useServiceRequest(requestId: string | null) {
  const query = useQuery({ ...serviceRequestQuery(requestId ?? ''), enabled: Boolean(requestId) });
  return {
    request: query.data as Request | undefined,
    ready: !requestId || query.data !== undefined,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
