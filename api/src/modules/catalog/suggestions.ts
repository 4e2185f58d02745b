import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { AUTOCOMPLETE_SIZE, type ProductSuggestQuery, type ServiceSuggestQuery } from '@agrocadena/contracts';
import type { Db } from '../../db/client';
import { products } from '../products/tables';
import { services } from '../services/tables';
import { users } from '../accounts/tables';
import { searchText } from '../../db/search';
import { pageOfTiers } from './tiers';
import { catalogTiers, productFilter, searchTiers, serviceFilter, type CatalogFilter } from './service';

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

/**
 * Names that match what is being typed: of the offers themselves, or of their providers when a
 * provider is typed. In the catalogue's order (service.ts catalogTiers): the name as typed, then
 * starting with it, containing it, and a typo away.
 */
async function suggest(db: Db, table: Offers, filter: CatalogFilter, byProvider: boolean): Promise<string[]> {
  if (!filter.name && !filter.provider) return [];
  const tiers = searchTiers(
    (await catalogTiers(db, filter)).tiers,
    (where, rank, offset, limit) =>
      db
        .select({ value: byProvider ? displayName : (table.name as unknown as SQL<string>) })
        .from(table)
        .innerJoin(users, eq(users.id, table.userId))
        .where(where)
        .orderBy(...rank, desc(table.createdAt), desc(table.id))
        .offset(offset)
        .limit(limit),
    // The suggestions start at the first row: no tier is ever skipped, so none is counted.
    async () => 0,
  );
  const rows = await pageOfTiers(tiers, 0, CANDIDATES);
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
