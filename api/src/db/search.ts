import { and, not, sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Text search that fits Spanish, over the database's `search_key` (lower-cased, accents folded:
 * migration 0015). A catalogue's name search (docs/domain.md#catalogues) comes in tiers, best first
 * and each newest first: the name as typed, the names starting with it, the names containing it,
 * then the names containing a correction of it — what was typed with one word replaced by a word of
 * the catalogue one typo away (a letter missing, too many, changed, or two swapped) or close to it
 * by trigrams (pg_trgm's word similarity at its default threshold, 0.6). Corrections are looked up
 * among the catalogue's words (migration 0025's search_words, a few thousand), never among its
 * rows, so a typo costs a search what the correct word would. A person's name keeps the plain
 * rule: containing what was typed, or a word within word similarity 0.6 of it.
 */

/** The catalogues whose words correct a search (search_words.catalogue). */
export type Catalogue = 'products' | 'services';

/** At most this many corrections of what was typed, closest first: each is a tier of its own. */
export const MAX_CORRECTIONS = 5;

/** What was typed, trimmed and with LIKE's wildcards taken literally; null when nothing was. */
export function searchText(typed: string | undefined): string | null {
  const text = typed?.trim().replace(/\s+/g, ' ');
  return text ? text.replace(/[\\%_]/g, (c) => `\\${c}`) : null;
}

/** `key` (an indexed search_key expression) is `text` (from searchText), case and accents aside. */
export const keyIs = (key: SQL, text: string): SQL => sql`${key} like search_key(${text})`;

/** `key` starts with `text`. */
export const keyStartsWith = (key: SQL, text: string): SQL => sql`${key} like search_key(${text}) || '%'`;

/** `key` contains `text` as typed, case and accents aside. */
export const keyContains = (key: SQL, text: string): SQL => sql`${key} like '%' || search_key(${text}) || '%'`;

/** `key` contains `phrase`, a correction (folded and escaped already). */
const keyHolds = (key: SQL, phrase: string): SQL => sql`${key} like '%' || ${phrase} || '%'`;

/** `key` contains `text`, or has a word within word similarity 0.6 of it: a person's name. */
export const keyMatches = (key: SQL, text: string): SQL => sql`(${keyContains(key, text)} or search_key(${text}) <% ${key})`;

/** Closest first: by how close the key's closest word is to `text`. */
export const keyCloseness = (key: SQL, text: string): SQL => sql`word_similarity(search_key(${text}), ${key}) desc`;

/** Best first: containing what was typed, then by how close its closest word is. */
export const keyRank = (key: SQL, text: string): SQL[] => [sql`(${keyContains(key, text)}) desc`, keyCloseness(key, text)];

export const nameKey = (column: SQL | { getSQL(): SQL }): SQL => sql`search_key(${column})`;

/** A user's searchable name (enterprise, first and last), as the users' index holds it. */
export const personKey = (enterprise: unknown, first: unknown, last: unknown): SQL => sql`person_search_key(${enterprise}, ${first}, ${last})`;

/** A name search: the text typed (searchText) and its corrections, closest first. */
export interface NameSearch {
  text: string;
  corrections: string[];
}

/**
 * What `text` (from searchText) reads with one of its words (3 to 30 letters, folded) replaced by a
 * word of `catalogue` one typo away or within word similarity 0.6 of it, closest first: one typo
 * before word similarity, then by trigram closeness. A correction containing `text` is left out
 * (its names are among those containing `text` already). One statement over search_words alone.
 */
export async function corrections(db: Db, catalogue: Catalogue, text: string): Promise<string[]> {
  // No word of three letters or more: nothing to correct, no statement.
  if (!/\p{L}{3}/u.test(text)) return [];
  const result = await db.execute(sql`
    with typed as (select search_key(${text}) as text),
    words as materialized (
      select distinct w from typed, regexp_split_to_table(typed.text, '[^a-z]+') w where length(w) between 3 and 30),
    variants as materialized (select w, v from words, unnest(one_typo_away(w)) v),
    near as (
      select variants.w, s.word, 1 as far, similarity(variants.w, s.word) as closeness
        from variants join search_words s on s.catalogue = ${catalogue} and s.word = variants.v
      union all
      select words.w, s.word, 2, word_similarity(words.w, s.word)
        from words join search_words s on s.catalogue = ${catalogue} and words.w <% s.word),
    phrases as (
      select distinct on (phrase) regexp_replace(typed.text, '\\m' || near.w || '\\M', near.word, 'g') as phrase, far, closeness
        from near, typed
       order by phrase, far, closeness desc)
    select phrase from phrases, typed where strpos(phrase, typed.text) = 0
     order by far, closeness desc, phrase
     limit ${MAX_CORRECTIONS}`);
  // Both drivers answer { rows }; the union type of the two does not say so.
  return (result as unknown as { rows: { phrase: string }[] }).rows.map((row) => row.phrase);
}

/** A name search for `text` (from searchText) in `catalogue`: the text and its corrections. */
export async function nameSearch(db: Db, catalogue: Catalogue, text: string): Promise<NameSearch> {
  return { text, corrections: await corrections(db, catalogue, text) };
}

/**
 * The conditions of a name search's tiers over `key`, best first and disjoint: the name as typed,
 * starting with it, containing it, then containing each correction in turn.
 */
export function nameTiers(key: SQL, search: NameSearch): SQL[] {
  const { text } = search;
  const tiers = [
    keyIs(key, text),
    and(keyStartsWith(key, text), not(keyIs(key, text))) as SQL,
    and(keyContains(key, text), not(keyStartsWith(key, text))) as SQL,
  ];
  const earlier = [keyContains(key, text)];
  for (const phrase of search.corrections) {
    tiers.push(and(keyHolds(key, phrase), ...earlier.map((condition) => not(condition))) as SQL);
    earlier.push(keyHolds(key, phrase));
  }
  return tiers;
}

/**
 * Every name the search finds: containing what was typed or one of its corrections. One LIKE ANY,
 * not an OR of LIKEs: the trigram index reads it alike, and a row's key is folded once, not once a
 * pattern (a count of 10,000 "queso" rows for "qeso" ran at twice the rate so, 2026-11-28).
 */
export const nameMatches = (key: SQL, search: NameSearch): SQL =>
  sql`${key} like any (array[${sql.join(
    [sql`'%' || search_key(${search.text}) || '%'`, ...search.corrections.map((phrase) => sql`'%' || ${phrase} || '%'`)],
    sql`, `,
  )}])`;
