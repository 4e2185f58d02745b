/**
 * The page numbers a pager offers: the first, the last, and `range` pages on each side of the
 * current one (page 5 of 10, range 2: 1 3 4 5 6 7 10); near either end the window keeps its width
 * (page 1: 1 2 3 4 5 10), so the pager does not change size as one pages. A gap between two
 * numbers is drawn as "…" and is not a button.
 */
export function pageItems(page: number, pageCount: number, range = 2): (number | 'gap')[] {
  let from = page - range;
  let to = page + range;
  if (from < 1) [from, to] = [1, to + (1 - from)];
  if (to > pageCount) [from, to] = [from - (to - pageCount), pageCount];
  const pages = new Set([1, pageCount]);
  for (let n = Math.max(from, 1); n <= to; n++) pages.add(n);
  const items: (number | 'gap')[] = [];
  for (const n of [...pages].sort((a, b) => a - b)) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && n > previous + 1) items.push('gap');
    items.push(n);
  }
  return items;
}
