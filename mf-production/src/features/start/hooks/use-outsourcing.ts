import { useQuery } from '@tanstack/react-query';
import type { ProviderWithServices, PublicService } from '@agrocadena/contracts';
import { messageOf, useSessionStore } from '@agrocadena/shared-ui';
import { productionServicesOfQuery, providersWithServicesQuery } from '../api/outsourcing-api';

/** My providers with production services (read only while outsourcing is chosen). */
export function useProvidersWithServices(enabled: boolean) {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const query = useQuery({ ...providersWithServicesQuery(userId), enabled: enabled && Boolean(userId) });
  return {
    providers: query.data as ProviderWithServices[] | undefined,
    loading: query.isLoading,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}

/** The chosen service as the catalogue shows it, with what it makes (null ids: nothing to read). */
export function useServiceOutputs(providerId: string | undefined, serviceId: string | undefined) {
  const query = useQuery({ ...productionServicesOfQuery(providerId ?? ''), enabled: Boolean(providerId && serviceId) });
  const service: PublicService | undefined = query.data?.items.find((item) => item._id === serviceId);
  return {
    service,
    loading: query.isLoading,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
