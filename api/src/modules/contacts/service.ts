import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  PROVIDER_SEARCH_SIZE,
  type AddProviderBody,
  type Contact,
  type PageQuery,
  type PersonCard,
  type ProviderSearchQuery,
  type ProviderSuggestQuery,
  type ProviderWithServices,
} from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { selfPolicy } from '../accounts/policy';
import type { Db } from '../../db/client';
import { pagedList, readPage } from '../../db/paged-list';
import { products } from '../products/tables';
import { requests, userClients, userProviders } from '../requests/tables';
import { serviceTowns, services } from '../services/tables';
import { towns } from '../geo/tables';
import { users } from '../accounts/tables';
import { keyMatches, keyRank, nameMatches, nameSearch, personKey, searchText, type NameSearch } from '../../db/search';
import { AppError, validationError } from '../../errors';
import type { FileLinks } from '../../files/file-links';
import type { Page } from '../../http/routes';
import { isUuid } from '../../util/ids';
import { thumbnailPath } from '../accounts/service';
import { displayName, distinctNames, suggestProducts, suggestServices } from '../catalog/suggestions';

// The outer user of a correlated subquery, always table-qualified: in a select list without joins
// drizzle writes a column bare, and a bare "id" inside `from user_providers up` would be up.id.
const outerUserId = sql.raw('"users"."id"');

/** Users who offer something public: they chose to be found, and to be reached. */
export const offersSomethingPublic = sql`(
  exists (select 1 from ${products} p where p.user_id = ${outerUserId} and p.public and p.deleted_at is null)
  or exists (select 1 from ${services} s where s.user_id = ${outerUserId} and s.public and s.deleted_at is null))`;

const townName = sql<string | null>`(select t.name from ${towns} t where t.id = "users"."town_id")`;
const contactFields = { user: users, town: townName };
type ContactRead = { user: typeof users.$inferSelect; town: string | null };

function toContact({ user, town }: ContactRead, isProvider: boolean): Contact {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    enterpriseName: user.enterpriseName,
    socialIdType: user.socialIdType,
    socialId: user.socialId,
    email: user.email,
    phoneNumbers: user.phoneNumbers,
    address: user.address,
    town,
    isProvider,
  };
}

const providersList = pagedList({
  name: 'providers',
  owner: userProviders.userId,
  key: [userProviders.createdAt, userProviders.id],
  direction: 'desc',
  select: (db, fields) =>
    db
      .select({ ...contactFields, ...fields })
      .from(userProviders)
      .innerJoin(users, eq(users.id, userProviders.providerId))
      .$dynamic(),
});

const clientsList = pagedList({
  name: 'clients',
  owner: userClients.userId,
  key: [userClients.createdAt, userClients.id],
  direction: 'desc',
  select: (db, fields) =>
    db
      .select({ ...contactFields, ...fields })
      .from(userClients)
      .innerJoin(users, eq(users.id, userClients.clientId))
      .$dynamic(),
});

/** GET /users/{id}/providers. */
export async function listProviders(db: Db, caller: Caller, userId: string, page: PageQuery): Promise<Page<Contact>> {
  await selfPolicy.authorize(db, caller, userId, 'read');
  return readPage(db, providersList, userId, page, (row) => toContact(row, true));
}

/** GET /users/{id}/clients. */
export async function listClients(db: Db, caller: Caller, userId: string, page: PageQuery): Promise<Page<Contact>> {
  await selfPolicy.authorize(db, caller, userId, 'read');
  return readPage(db, clientsList, userId, page, (row) => toContact(row, false));
}

const isMyProvider = (callerId: string) =>
  sql<boolean>`exists (select 1 from ${userProviders} up where up.user_id = ${callerId} and up.provider_id = ${outerUserId})`;

/** POST /addProvider: a user who offers something public joins my providers (409 when already there). */
export async function addProvider(db: Db, caller: Caller, body: AddProviderBody): Promise<Contact> {
  await selfPolicy.authorize(db, caller, body.userId, 'write');
  if (body.providerId === caller.id) throw validationError('providerId', 'notYourself');
  const [provider] = isUuid(body.providerId)
    ? await db
        .select(contactFields)
        .from(users)
        .where(and(eq(users.id, body.providerId), offersSomethingPublic))
    : [];
  if (!provider) throw validationError('providerId', 'notAProvider');
  const added = await db.insert(userProviders).values({ userId: caller.id, providerId: body.providerId }).onConflictDoNothing().returning();
  if (added.length === 0) throw new AppError('PROVIDER_ALREADY_ADDED');
  return toContact(provider, true);
}

/** POST /users/{id}/removeProvider. */
export async function removeProvider(db: Db, caller: Caller, userId: string, providerId: string): Promise<void> {
  await selfPolicy.authorize(db, caller, userId, 'write');
  const removed = isUuid(providerId)
    ? await db
        .delete(userProviders)
        .where(and(eq(userProviders.userId, userId), eq(userProviders.providerId, providerId)))
        .returning()
    : [];
  if (removed.length === 0) throw new AppError('NOT_FOUND', { field: 'providerId' });
}

/** Records `clientId` among `userId`'s clients once both agreed on a request (in the caller's transaction). */
export async function recordClient(tx: Db, userId: string, clientId: string): Promise<void> {
  await tx.insert(userClients).values({ userId, clientId }).onConflictDoNothing();
}

/** The user offers something public of `table` whose name the catalogue's search finds (db/search.ts), of the type given. */
const offering = (table: typeof products | typeof services, search: NameSearch, typeColumn: SQL | undefined) =>
  sql`exists (select 1 from ${table} o where o.user_id = ${outerUserId} and o.public and o.deleted_at is null
    and ${nameMatches(sql`search_key(o.name)`, search)} ${typeColumn ? sql`and ${typeColumn}` : sql``})`;

/** The provider search's condition and ranking, or null when nothing was asked (docs/domain.md#contacts: no call, nobody found). */
async function providerSearch(db: Db, query: ProviderSearchQuery): Promise<{ where: SQL; rank: SQL[] } | null> {
  const name = searchText(query.name);
  const product = searchText(query.product);
  const service = searchText(query.service);
  const conditions: SQL[] = [];
  const rank: SQL[] = [];
  const userKey = personKey(users.enterpriseName, users.firstName, users.lastName);
  if (name) {
    conditions.push(keyMatches(userKey, name));
    rank.push(...keyRank(userKey, name));
  }
  if (product) conditions.push(offering(products, await nameSearch(db, 'products', product), query.type ? sql`o.type = ${query.type}` : undefined));
  if (service)
    conditions.push(
      offering(services, await nameSearch(db, 'services', service), query.serviceType ? sql`o.type = ${query.serviceType}` : undefined),
    );
  if (query.townId)
    conditions.push(sql`exists (select 1 from ${services} s join ${serviceTowns} st on st.service_id = s.id
      where s.user_id = ${outerUserId} and s.public and s.deleted_at is null and st.town_id = ${query.townId})`);
  if (conditions.length === 0) return null;
  return { where: and(offersSomethingPublic, ...conditions) as SQL, rank };
}

/** GET /users/{id}/searchProviders: up to PROVIDER_SEARCH_SIZE users offering something public; mine marked. */
export async function searchProviders(db: Db, caller: Caller, userId: string, query: ProviderSearchQuery): Promise<Contact[]> {
  await selfPolicy.authorize(db, caller, userId, 'read');
  const search = await providerSearch(db, query);
  if (!search) return [];
  const rows = await db
    .select({ ...contactFields, mine: isMyProvider(caller.id) })
    .from(users)
    .where(and(search.where, sql`${users.id} <> ${caller.id}`))
    .orderBy(...search.rank, asc(displayName), asc(users.id))
    .limit(PROVIDER_SEARCH_SIZE);
  return rows.map((row) => toContact(row, row.mine));
}

/** GET /searchProvidersAutoComplete: names of providers, or of the public products or services typed. */
export async function suggestProviders(db: Db, query: ProviderSuggestQuery): Promise<string[]> {
  const name = searchText(query.name);
  const product = searchText(query.product);
  const service = searchText(query.service);
  if (name) {
    const key = personKey(users.enterpriseName, users.firstName, users.lastName);
    const rows = await db
      .select({ value: displayName })
      .from(users)
      .where(and(keyMatches(key, name), offersSomethingPublic))
      .orderBy(...keyRank(key, name), asc(displayName))
      .limit(40);
    return distinctNames(rows.map((row) => row.value));
  }
  // The names of public products or services, as the catalogue's autocomplete suggests them.
  if (product) return suggestProducts(db, { name: query.product, type: query.productType });
  if (service) return suggestServices(db, { name: query.service, serviceType: query.serviceType });
  return [];
}

/** GET /users/{id}/providersWithActivities: my providers and their public production services. */
export async function providersWithActivities(db: Db, caller: Caller, userId: string): Promise<ProviderWithServices[]> {
  await selfPolicy.authorize(db, caller, userId, 'read');
  const rows = await db
    .select({
      _id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      enterpriseName: users.enterpriseName,
      services: sql<ProviderWithServices['services']>`(select coalesce(json_agg(json_build_object(
          '_id', s.id, 'name', s.name,
          'activity', (select json_build_object('_id', a.id, 'name', a.name) from activities a where a.id = s.activity_id),
          'process', (select json_build_object('_id', p.id, 'name', p.name) from processes p where p.id = s.process_id)
        ) order by s.created_at desc), '[]'::json)
        from ${services} s where s.user_id = ${outerUserId} and s.type = 'PRODUCTION' and s.public and s.deleted_at is null)`,
    })
    .from(userProviders)
    .innerJoin(users, eq(users.id, userProviders.providerId))
    .where(eq(userProviders.userId, userId))
    .orderBy(desc(userProviders.createdAt));
  return rows.filter((row) => row.services.length > 0);
}

function toCard(user: typeof users.$inferSelect, town: string | null, links: FileLinks): PersonCard {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    enterpriseName: user.enterpriseName,
    email: user.email,
    phoneNumbers: user.phoneNumbers,
    photo: user.photo ? links.signed(thumbnailPath(user.photo)) : null,
    town,
  };
}

/** Whoever shares a request or a contact with `callerId`. */
const relatedTo = (callerId: string) => sql`(
  exists (select 1 from ${requests} r where (r.requester_id = ${callerId} and r.user_id = ${outerUserId}) or (r.user_id = ${callerId} and r.requester_id = ${outerUserId}))
  or exists (select 1 from ${userProviders} up where (up.user_id = ${callerId} and up.provider_id = ${outerUserId}) or (up.provider_id = ${callerId} and up.user_id = ${outerUserId}))
  or exists (select 1 from ${userClients} uc where (uc.user_id = ${callerId} and uc.client_id = ${outerUserId}) or (uc.client_id = ${callerId} and uc.user_id = ${outerUserId})))`;

async function card(db: Db, id: string, visible: SQL, links: FileLinks): Promise<PersonCard> {
  const [row] = isUuid(id)
    ? await db
        .select({ user: users, town: townName })
        .from(users)
        .where(and(eq(users.id, id), visible))
    : [];
  if (!row) throw new AppError('NOT_FOUND');
  return toCard(row.user, row.town, links);
}

/** GET /publicProviders/{id}: anyone may reach a user who offers something public. */
export const publicProvider = (db: Db, id: string, links: FileLinks) => card(db, id, offersSomethingPublic, links);

/** GET /users/{id}/card: also the people I share a request or a contact with (and myself). */
export const personCard = (db: Db, caller: Caller, id: string, links: FileLinks) =>
  card(db, id, or(offersSomethingPublic, relatedTo(caller.id), eq(users.id, caller.id)) as SQL, links);
