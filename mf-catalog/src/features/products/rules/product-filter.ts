import { PRODUCT_TYPES } from '@agrocadena/contracts/core';
import type { ProductCatalogQuery, ProductSuggestQuery, ProductType } from '@agrocadena/contracts';
import { readChoice, readText } from '../../../shared/rules/url-filter';

/** Product filter options (docs/domain.md#catalogues): by the product's name, the provider's name, or a type (with a name). */
export const PRODUCT_FILTER_KINDS = ['NAME', 'PROVIDER', 'TYPE'] as const;
export type ProductFilterKind = (typeof PRODUCT_FILTER_KINDS)[number];

export interface ProductFilter {
  kind: ProductFilterKind;
  text: string;
  /** TYPE's product type; null shows the type select empty. */
  type: ProductType | null;
  /** One provider's products only (the providers list's "view products"). */
  providerId: string | null;
}

export const NO_PRODUCT_FILTER: ProductFilter = { kind: 'NAME', text: '', type: null, providerId: null };

/** `?name=`, `?provider=`, `?type=&name=`, `?providerId=`: what the URL asks for. */
export function readProductFilter(params: URLSearchParams): ProductFilter {
  const providerId = params.get('providerId') || null;
  const provider = readText(params, 'provider');
  if (provider) return { kind: 'PROVIDER', text: provider, type: null, providerId };
  const type = readChoice(params, 'type', PRODUCT_TYPES);
  return { kind: type ? 'TYPE' : 'NAME', text: readText(params, 'name'), type, providerId };
}

/** The filter as the URL keeps it (the list's query uses the same names). */
export function writeProductFilter(filter: ProductFilter): Record<string, string | null> {
  const text = filter.text.trim() || null;
  return {
    name: filter.kind === 'PROVIDER' ? null : text,
    provider: filter.kind === 'PROVIDER' ? text : null,
    type: filter.kind === 'TYPE' ? filter.type : null,
    providerId: filter.providerId,
  };
}

/** GET /publicProducts's filter part. */
export function productListQuery(filter: ProductFilter): Omit<ProductCatalogQuery, 'skip' | 'limit'> {
  const values = writeProductFilter(filter);
  return {
    name: values.name ?? undefined,
    provider: values.provider ?? undefined,
    type: filter.kind === 'TYPE' ? (filter.type ?? undefined) : undefined,
    providerId: filter.providerId ?? undefined,
  };
}

/** What the autocomplete asks for what is typed; null (no call) while the text is blank (docs/domain.md#catalogues). */
export function productSuggestQuery(filter: ProductFilter): ProductSuggestQuery | null {
  if (!filter.text.trim()) return null;
  return productListQuery(filter);
}
