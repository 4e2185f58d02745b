import type { ProductType, ProviderSearchQuery, ProviderSuggestQuery, ServiceType } from '@agrocadena/contracts';

/** The provider search's filters: a name, a product, a service, or a town of department 8 (docs/domain.md#contacts). */
export const PROVIDER_FILTERS = ['NAME', 'PRODUCT', 'SERVICE', 'TOWN'] as const;
export type ProviderFilter = (typeof PROVIDER_FILTERS)[number];

/** The provider search and its town list: Atlántico (docs/domain.md#limits). */
export const SEARCH_DEPARTMENT_ID = 8;

/** What the search form holds. */
export interface ProviderSearchValues {
  filter: ProviderFilter;
  text?: string;
  productType?: ProductType | null;
  serviceType?: ServiceType | null;
  townId?: string | null;
}

const typed = (text: string | undefined) => (text ?? '').trim();

/**
 * GET /users/{id}/searchProviders's query for one filter; null for an empty one (no text, no
 * town), which finds nobody without asking (docs/domain.md#contacts).
 */
export function toSearchQuery(values: ProviderSearchValues): ProviderSearchQuery | null {
  if (values.filter === 'TOWN') return values.townId ? { townId: values.townId } : null;
  const text = typed(values.text);
  if (!text) return null;
  if (values.filter === 'PRODUCT') return values.productType ? { product: text, type: values.productType } : { product: text };
  if (values.filter === 'SERVICE') return values.serviceType ? { service: text, serviceType: values.serviceType } : { service: text };
  return { name: text };
}

/** GET /searchProvidersAutoComplete's query: only for typed text (docs/domain.md#contacts); a town has no suggestions. */
export function toSuggestQuery(values: ProviderSearchValues): ProviderSuggestQuery | null {
  const text = typed(values.text);
  if (values.filter === 'TOWN' || !text) return null;
  if (values.filter === 'PRODUCT') return values.productType ? { product: text, productType: values.productType } : { product: text };
  if (values.filter === 'SERVICE') return values.serviceType ? { service: text, serviceType: values.serviceType } : { service: text };
  return { name: text };
}
