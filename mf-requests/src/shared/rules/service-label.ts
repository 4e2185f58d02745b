import type { PublicService } from '@agrocadena/contracts';

/** How a service reads in a picker: the service, who offers it and, for a storage, where it stores. */
export const serviceLabel = (service: Pick<PublicService, 'name' | 'branchOffice'>, provider: string): string =>
  [service.name, provider, service.branchOffice?.address].filter(Boolean).join(' · ');
