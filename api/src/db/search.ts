import { sql, type SQL } from 'drizzle-orm';

/**
 * Text search that fits Spanish, over the database's `search_key` (lower-cased, accents folded:
 * migration 0015): a name matches when it contains what was typed, or has a word within one typo of
 * it (pg_trgm's word similarity). Both forms use the GIN trigram index over `search_key(name)`.
 */

/** What was typed, trimmed and with LIKE's wildcards taken literally; null when nothing was. */
export function searchText(typed: string | undefined): string | null {
  const text = typed?.trim().replace(/\s+/g, ' ');
  return text ? text.replace(/[\\%_]/g, (c) => `\\${c}`) : null;
}

/** `key` (an indexed search_key expression) contains `text` (from searchText) as typed, case and accents aside. */
export const keyContains = (key: SQL, text: string): SQL => sql`${key} like '%' || search_key(${text}) || '%'`;

/** `key` contains `text`, or has a word within one typo of it. */
export const keyMatches = (key: SQL, text: string): SQL => sql`(${keyContains(key, text)} or search_key(${text}) <% ${key})`;

/** Closest first: by how close the key's closest word is to `text`. */
export const keyCloseness = (key: SQL, text: string): SQL => sql`word_similarity(search_key(${text}), ${key}) desc`;

/** Best first: containing what was typed, then by how close its closest word is. */
export const keyRank = (key: SQL, text: string): SQL[] => [sql`(${keyContains(key, text)}) desc`, keyCloseness(key, text)];

export const nameKey = (column: SQL | { getSQL(): SQL }): SQL => sql`search_key(${column})`;

/** A user's searchable name (enterprise, first and last), as the users' index holds it. */
export const personKey = (enterprise: unknown, first: unknown, last: unknown): SQL => sql`person_search_key(${enterprise}, ${first}, ${last})`;
