import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { AUTOCOMPLETE_SIZE, type ProductSuggestQuery, type ServiceSuggestQuery } from '@agrocadena/contracts';
import type { Db } from '../db/client';
import { products, services, users } from '../db/schema';
import { searchText } from '../db/search';
import { productFilter, serviceFilter, type CatalogFilter } from './catalog';

/** A user's name as the apps show it: the enterprise's, else first and last. */
export const displayName = sql<string>`coalesce(nullif(${users.enterpriseName}, ''), trim(concat_ws(' ', ${users.firstName}, ${users.lastName})))`;

// Enough rows to find AUTOCOMPLETE_SIZE different names among the best matches.
const CANDIDATES = AUTOCOMPLETE_SIZE * 6;

/** The first AUTOCOMPLETE_SIZE different names (ignoring case), in the order given. */
export function distinctNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names
    .filter((name) => {
      const key = name.trim().toLocaleLowerCase('es');
      if (!name.trim() || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, AUTOCOMPLETE_SIZE);
}

type Offers = typeof products | typeof services;

/** Names that match what is being typed: of the offers themselves, or of their providers when a provider is typed. */
async function suggest(db: Db, table: Offers, filter: CatalogFilter, byProvider: boolean): Promise<string[]> {
  if (filter.rank.length === 0) return [];
  const rows = await db
    .select({ value: byProvider ? displayName : (table.name as unknown as SQL<string>) })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(and(...filter.where))
    .orderBy(...filter.rank, asc(table.name))
    .limit(CANDIDATES);
  return distinctNames(rows.map((row) => row.value));
}

/** GET /searchPublicProductsAutoComplete: nothing typed, nothing suggested (no query runs). */
export function suggestProducts(db: Db, query: ProductSuggestQuery): Promise<string[]> {
  const byProvider = !searchText(query.name) && !!searchText(query.provider);
  return suggest(db, products, productFilter(query), byProvider);
}

/** GET /searchPublicServicesAutoComplete. */
export function suggestServices(db: Db, query: ServiceSuggestQuery): Promise<string[]> {
  const byProvider = !searchText(query.name) && !!searchText(query.provider);
  return suggest(db, services, serviceFilter(query), byProvider);
}
