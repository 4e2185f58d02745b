import { and, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type ProductCatalogQuery,
  type ProductSuggestQuery,
  type PublicProduct,
  type PublicService,
  type ServiceCatalogQuery,
  type ServiceSuggestQuery,
  type UnitMeasure,
} from '@agrocadena/contracts';
import type { Db } from '../../db/client';
import { activities, activityProducts } from '../activities/tables';
import { branchOffices } from '../branch-offices/tables';
import { processActivities } from '../processes/tables';
import { products } from '../products/tables';
import { serviceTowns, services } from '../services/tables';
import { towns } from '../geo/tables';
import { users } from '../accounts/tables';
import { boundedTotal } from '../../db/paged-list';
import {
  keyCloseness,
  keyContains,
  keyMatches,
  nameKey,
  nameMatches,
  nameSearch,
  nameTiers,
  personKey,
  searchText,
  type Catalogue,
} from '../../db/search';
import { pageOfTiers, type Tier } from './tiers';
import type { FileLinks } from '../../files/file-links';
import type { Page } from '../../http/routes';
import { isUuid } from '../../util/ids';
import { ownerColumns } from '../products/rows';
import { amountBelow, freeAmount } from '../stock/rules';
import type { AuthUser } from '../../http/types';

const providerKey = personKey(users.enterpriseName, users.firstName, users.lastName);

/**
 * A catalogue's filter: its plain conditions, and what was typed — the offer's name (corrected
 * against `catalogue`'s words) and the provider's name. Nothing is read until `catalogTiers`.
 */
export interface CatalogFilter {
  catalogue: Catalogue;
  where: SQL[];
  name: { key: SQL; text: string } | null;
  provider: { key: SQL; text: string } | null;
}

export const noCatalogFilter = (catalogue: Catalogue, where: SQL): CatalogFilter => ({ catalogue, where: [where], name: null, provider: null });

/** Adds the name and provider-name filters typed (case, accents and one typo forgiven). */
export function textFilters(filter: CatalogFilter, typed: { name?: string; provider?: string }, nameColumn: SQL): CatalogFilter {
  const name = searchText(typed.name);
  const provider = searchText(typed.provider);
  return { ...filter, name: name ? { key: nameColumn, text: name } : null, provider: provider ? { key: providerKey, text: provider } : null };
}

/** A tier of a search: its condition, and its order before newest first. */
export interface SearchTier {
  where: SQL | undefined;
  rank: SQL[];
}

/**
 * The filter's results in tiers, best first, and what any of them holds (the total counts these).
 * A name typed: the name as typed, starting with it, containing it, then containing each of its
 * corrections (db/search.ts), newest first within each — every tier an index walk that stops at
 * the page, or a lookup of the few rows there are, as the planner's statistics on search_key(name)
 * tell (migration 0025); a provider's name typed as well narrows them all. A provider's name alone:
 * those containing it, newest first, then those close to it, closest first. Nothing typed: one
 * tier. Ranking the containing rows too (whole words first) would sort every one of them for each
 * page: 50,000 rows for "limon" at a million products (measured on the bench's data, 2026-11-24).
 */
export async function catalogTiers(db: Db, filter: CatalogFilter): Promise<{ tiers: SearchTier[]; all: SQL | undefined }> {
  const { name, provider } = filter;
  if (name) {
    const search = await nameSearch(db, filter.catalogue, name.text);
    const where = [...filter.where, ...(provider ? [keyMatches(provider.key, provider.text)] : [])];
    return {
      tiers: nameTiers(name.key, search).map((tier) => ({ where: and(...where, tier), rank: [] })),
      all: and(...where, nameMatches(name.key, search)),
    };
  }
  if (provider) {
    const contains = keyContains(provider.key, provider.text);
    const matches = keyMatches(provider.key, provider.text);
    return {
      tiers: [
        { where: and(...filter.where, contains), rank: [] },
        { where: and(...filter.where, matches, not(contains)), rank: [keyCloseness(provider.key, provider.text)] },
      ],
      all: and(...filter.where, matches),
    };
  }
  const all = and(...filter.where);
  return { tiers: [{ where: all, rank: [] }], all };
}

/** The tiers read by `read` (a condition, its order, offset and limit) and counted by `count`. */
export function searchTiers<T>(
  tiers: SearchTier[],
  read: (where: SQL | undefined, rank: SQL[], offset: number, limit: number) => Promise<T[]>,
  count: (where: SQL | undefined, upTo: number) => Promise<number>,
): Tier<T>[] {
  return tiers.map(({ where, rank }) => ({
    read: (offset, limit) => read(where, rank, offset, limit),
    count: (upTo) => count(where, upTo),
  }));
}

const byProvider = (column: AnyPgColumn, providerId: string | undefined): SQL[] =>
  providerId === undefined ? [] : [isUuid(providerId) ? eq(column, providerId) : sql`false`];

/**
 * One page of a catalogue (`read` gives its items for a condition and an order): the rows in the
 * filter's tiers, newest first within each, and the total counted no further than MAX_SEARCH_TOTAL.
 * A search over everyone's offers has no kept counter to read (list_counts keeps one owner's lists):
 * its total is paged-list's `boundedTotal`.
 */
async function catalogPage<T>(
  db: Db,
  offers: typeof products | typeof services,
  filter: CatalogFilter,
  page: { skip: number; limit: number },
  read: (where: SQL | undefined, order: SQL[], offset: number, limit: number) => Promise<T[]>,
): Promise<Page<T>> {
  // Every offer has its user (a foreign key, not null): only a provider's name typed needs the join.
  const matching = (where: SQL | undefined) => {
    const rows = db
      .select({ one: sql`1` })
      .from(offers)
      .$dynamic();
    return (filter.provider ? rows.innerJoin(users, eq(users.id, offers.userId)) : rows).where(where);
  };
  const search = await catalogTiers(db, filter);
  const tiers = searchTiers(
    search.tiers,
    (where, rank, offset, limit) => read(where, [...rank, desc(offers.createdAt), desc(offers.id)], offset, limit),
    (where, upTo) => boundedTotal(db, matching(where), upTo),
  );
  const [items, totalItems] = await Promise.all([pageOfTiers(tiers, page.skip, page.limit), boundedTotal(db, matching(search.all))]);
  return { items, totalItems, nextCursor: null, prevCursor: null };
}

/** Public and not deleted: the partial indexes of migration 0015 hold exactly these rows. */
const publicProduct = sql`${products.public} and ${products.deletedAt} is null`;
const publicService = sql`${services.public} and ${services.deletedAt} is null`;

/** Something of it is free to sell (docs/domain.md#catalogues). */
const inStock = sql`${products.amount} > ${products.reserved}`;

export function productFilter(query: ProductSuggestQuery & { inStock?: boolean }): CatalogFilter {
  const filter = textFilters(noCatalogFilter('products', publicProduct), query, nameKey(products.name));
  if (query.type) filter.where.push(eq(products.type, query.type));
  if (query.inStock) filter.where.push(inStock);
  filter.where.push(...byProvider(products.userId, query.providerId));
  return filter;
}

type ProductRead = { product: typeof products.$inferSelect; owner: PublicProduct['user'] };

/**
 * A public product as the catalogue shows it: its files linked plainly (public files need no
 * signature); whether it is in stock, and how much is free to sell only to a signed-in `viewer`.
 */
export function toPublicProduct(row: ProductRead, links: FileLinks, viewer: { id: string } | null): PublicProduct {
  const p = row.product;
  const available = freeAmount(p);
  const url = (path: string | null) => (path ? links.open(path) : null);
  return {
    _id: p.id,
    name: p.name,
    description: p.description,
    type: p.type,
    unitMeasure: p.unitMeasure,
    price: p.price,
    image: url(p.image),
    imageThumbnail: url(p.imageThumbnail),
    technicalDocument: url(p.technicalDocument),
    technicalDocumentName: p.technicalDocumentName,
    user: row.owner,
    inStock: amountBelow('0', available),
    available: viewer ? Number(available) : null,
  };
}

/** GET /publicProducts: anyone's public products, best matches first, newest otherwise. */
export async function listPublicProducts(
  db: Db,
  query: ProductCatalogQuery,
  links: FileLinks,
  viewer: AuthUser | null,
): Promise<Page<PublicProduct>> {
  return catalogPage(db, products, productFilter(query), query, (where, order, offset, limit) =>
    db
      .select({ product: products, owner: ownerColumns })
      .from(products)
      .innerJoin(users, eq(users.id, products.userId))
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit)
      .then((rows) => rows.map((row) => toPublicProduct(row, links, viewer))),
  );
}

type Named = { _id: string; name: string };

// What a service names, as JSON columns of the same statement. A production service makes its
// activity's outputs, or its process's last activity's (the principal's).
const serviceColumns = {
  activity: sql<Named | null>`(select json_build_object('_id', a.id, 'name', a.name) from ${activities} a where a.id = ${services.activityId})`,
  process: sql<Named | null>`(select json_build_object('_id', p.id, 'name', p.name) from processes p where p.id = ${services.processId})`,
  outputProducts: sql<(Named & { unitMeasure: UnitMeasure })[]>`(
    select coalesce(json_agg(json_build_object('_id', o.id, 'name', o.name, 'unitMeasure', o.unit_measure) order by ap.position), '[]'::json)
    from ${activityProducts} ap join ${products} o on o.id = ap.product_id
    where ap.side = 'output' and ap.activity_id = coalesce(${services.activityId}, (
      select pa.activity_id from ${processActivities} pa where pa.process_id = ${services.processId} order by pa.position desc limit 1)))`,
  branchOffice: sql<{ name: string; address: string } | null>`(
    select json_build_object('name', b.name, 'address', b.address) from ${branchOffices} b where b.id = ${services.branchOfficeId})`,
  towns: sql<Named[]>`(select coalesce(json_agg(json_build_object('_id', t.id, 'name', t.name) order by st.position), '[]'::json)
    from ${serviceTowns} st join ${towns} t on t.id = st.town_id where st.service_id = ${services.id})`,
};

type ServiceRead = { service: typeof services.$inferSelect; owner: PublicService['user'] } & {
  [K in keyof typeof serviceColumns]: (typeof serviceColumns)[K]['_']['type'];
};

export function toPublicService(row: ServiceRead, links: FileLinks): PublicService {
  const s = row.service;
  const url = (path: string | null) => (path ? links.open(path) : null);
  return {
    _id: s.id,
    name: s.name,
    description: s.description,
    type: s.type,
    image: url(s.image),
    imageThumbnail: url(s.imageThumbnail),
    activity: row.activity,
    process: row.process,
    outputProducts: s.type === 'PRODUCTION' ? row.outputProducts : [],
    branchOffice: row.branchOffice,
    towns: row.towns,
    logisticService: s.type === 'LOGISTIC',
    user: row.owner,
  };
}

export function serviceFilter(query: ServiceSuggestQuery & { townId?: string; providerId?: string }): CatalogFilter {
  const filter = textFilters(noCatalogFilter('services', publicService), query, nameKey(services.name));
  if (query.serviceType) filter.where.push(eq(services.type, query.serviceType));
  if (query.townId)
    filter.where.push(sql`exists (select 1 from ${serviceTowns} st where st.service_id = ${services.id} and st.town_id = ${query.townId})`);
  filter.where.push(...byProvider(services.userId, query.providerId));
  return filter;
}

/** The public services of these ids (one row each), as the catalogue shows them. */
export async function readPublicServices(db: Db, where: SQL, links: FileLinks): Promise<PublicService[]> {
  const rows = await db
    .select({ service: services, owner: ownerColumns, ...serviceColumns })
    .from(services)
    .innerJoin(users, eq(users.id, services.userId))
    .where(and(publicService, where));
  return rows.map((row) => toPublicService(row, links));
}

/** GET /publicServices: anyone's public services, best matches first, newest otherwise. */
export async function listPublicServices(db: Db, query: ServiceCatalogQuery, links: FileLinks): Promise<Page<PublicService>> {
  return catalogPage(db, services, serviceFilter(query), query, (where, order, offset, limit) =>
    db
      .select({ service: services, owner: ownerColumns, ...serviceColumns })
      .from(services)
      .innerJoin(users, eq(users.id, services.userId))
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit)
      .then((rows) => rows.map((row) => toPublicService(row, links))),
  );
}
