/**
 * One page over results that come in tiers, each in its own order (a catalogue search: the names
 * that contain what was typed, newest first; then the ones a typo away, closest first). Each tier
 * is read only as far as the page needs: a search with thousands of exact matches never ranks the
 * near ones, which is what keeps the first page fast at a million products.
 */
export interface Tier<T> {
  /** Rows `offset`.. of the tier, at most `limit`. */
  read: (offset: number, limit: number) => Promise<T[]>;
  /** How many rows the tier has, counting no further than `upTo`. */
  count: (upTo: number) => Promise<number>;
}

/** Rows `skip`..`skip + limit` of the tiers laid end to end. */
export async function pageOfTiers<T>(tiers: readonly Tier<T>[], skip: number, limit: number): Promise<T[]> {
  const page: T[] = [];
  let toSkip = skip;
  for (const tier of tiers) {
    if (page.length === limit) break;
    const rows = await tier.read(toSkip, limit - page.length);
    page.push(...rows);
    if (page.length === limit) break;
    // The tier ended inside the page (its size is known) or before it (count how far, up to the rows skipped).
    const size = rows.length > 0 ? toSkip + rows.length : await tier.count(toSkip);
    toSkip = Math.max(0, toSkip - size);
  }
  return page;
}
