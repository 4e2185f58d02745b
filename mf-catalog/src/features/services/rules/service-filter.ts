import { SERVICE_TYPES, type ServiceType } from '@agrocadena/contracts/core';
import type { ServiceCatalogQuery, ServiceSuggestQuery } from '@agrocadena/contracts';
import { readChoice, readText } from '../../../shared/rules/url-filter';

/** Service filter options (docs/domain.md#catalogues): by the service's name, the provider's name, or a service type (with a name). */
export const SERVICE_FILTER_KINDS = ['NAME', 'PROVIDER', 'SERVICE'] as const;
export type ServiceFilterKind = (typeof SERVICE_FILTER_KINDS)[number];

export interface ServiceFilter {
  kind: ServiceFilterKind;
  text: string;
  /** SERVICE's type; null shows the type select empty. */
  serviceType: ServiceType | null;
  /** A transport is looked for by a town of department 8 it covers, not by a name. */
  townId: string | null;
  /** One provider's services only (the providers list's "view services"). */
  providerId: string | null;
}

export const isTransportSearch = (filter: Pick<ServiceFilter, 'kind' | 'serviceType'>) =>
  filter.kind === 'SERVICE' && filter.serviceType === 'TRANSPORT';

/** `?name=`, `?provider=`, `?serviceType=&name=`, `?serviceType=TRANSPORT&townId=`, `?providerId=`. */
export function readServiceFilter(params: URLSearchParams): ServiceFilter {
  const providerId = params.get('providerId') || null;
  const provider = readText(params, 'provider');
  if (provider) return { kind: 'PROVIDER', text: provider, serviceType: null, townId: null, providerId };
  const serviceType = readChoice(params, 'serviceType', SERVICE_TYPES);
  const town = params.get('townId') ?? '';
  const townId = serviceType === 'TRANSPORT' && /^\d{1,10}$/.test(town) ? town : null;
  return { kind: serviceType ? 'SERVICE' : 'NAME', text: townId ? '' : readText(params, 'name'), serviceType, townId, providerId };
}

/** The filter as the URL keeps it; the list's query uses the same names. */
export function writeServiceFilter(filter: ServiceFilter): Record<string, string | null> {
  const text = filter.text.trim() || null;
  const transport = isTransportSearch(filter);
  return {
    name: filter.kind === 'PROVIDER' || transport ? null : text,
    provider: filter.kind === 'PROVIDER' ? text : null,
    serviceType: filter.kind === 'SERVICE' ? filter.serviceType : null,
    townId: transport ? filter.townId : null,
    providerId: filter.providerId,
  };
}

/** GET /publicServices's filter part. */
export function serviceListQuery(filter: ServiceFilter): Omit<ServiceCatalogQuery, 'skip' | 'limit'> {
  const values = writeServiceFilter(filter);
  return {
    name: values.name ?? undefined,
    provider: values.provider ?? undefined,
    serviceType: filter.kind === 'SERVICE' ? (filter.serviceType ?? undefined) : undefined,
    townId: values.townId ?? undefined,
    providerId: filter.providerId ?? undefined,
  };
}

/** What the autocomplete asks for what is typed; null (no call) while the text is blank (docs/domain.md#catalogues) or a town is chosen instead. */
export function serviceSuggestQuery(filter: ServiceFilter): ServiceSuggestQuery | null {
  if (isTransportSearch(filter) || !filter.text.trim()) return null;
  const { name, provider, serviceType } = serviceListQuery(filter);
  return { name, provider, serviceType };
}
