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
  /** Only what has something free to sell (docs/domain.md#catalogues). */
  inStock: boolean;
}

export const NO_PRODUCT_FILTER: ProductFilter = { kind: 'NAME', text: '', type: null, providerId: null, inStock: false };

/** `?name=`, `?provider=`, `?type=&name=`, `?providerId=`, `?inStock=true`: what the URL asks for. */
export function readProductFilter(params: URLSearchParams): ProductFilter {
  const providerId = params.get('providerId') || null;
  const inStock = params.get('inStock') === 'true';
  const provider = readText(params, 'provider');
  if (provider) return { kind: 'PROVIDER', text: provider, type: null, providerId, inStock };
  const type = readChoice(params, 'type', PRODUCT_TYPES);
  return { kind: type ? 'TYPE' : 'NAME', text: readText(params, 'name'), type, providerId, inStock };
}

/** The filter as the URL keeps it (the list's query uses the same names). */
export function writeProductFilter(filter: ProductFilter): Record<string, string | null> {
  const text = filter.text.trim() || null;
  return {
    name: filter.kind === 'PROVIDER' ? null : text,
    provider: filter.kind === 'PROVIDER' ? text : null,
    type: filter.kind === 'TYPE' ? filter.type : null,
    providerId: filter.providerId,
    inStock: filter.inStock ? 'true' : null,
  };
}

/** The filter's name, provider, type and provider id as the API's queries name them. */
function filterQuery(filter: ProductFilter): ProductSuggestQuery {
  const values = writeProductFilter(filter);
  return {
    name: values.name ?? undefined,
    provider: values.provider ?? undefined,
    type: filter.kind === 'TYPE' ? (filter.type ?? undefined) : undefined,
    providerId: filter.providerId ?? undefined,
  };
}

/** GET /publicProducts's filter part. */
export function productListQuery(filter: ProductFilter): Omit<ProductCatalogQuery, 'skip' | 'limit'> {
  return { ...filterQuery(filter), inStock: filter.inStock || undefined };
}

/** What the autocomplete asks for what is typed; null (no call) while the text is blank (docs/domain.md#catalogues). */
export function productSuggestQuery(filter: ProductFilter): ProductSuggestQuery | null {
  return filter.text.trim() ? filterQuery(filter) : null;
}
