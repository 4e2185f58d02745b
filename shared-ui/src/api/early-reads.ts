// Reads started before the page that needs them has loaded (the shell starts a page's first reads
// while the page's code is still on its way: shell/src/remotes/first-reads.ts). The page's own
// call for the same URL, with the same session, takes the answer instead of asking again.

/** How long an early answer may stand in for a page's call: past it, the page asks afresh. */
export const EARLY_READ_TTL_MS = 10_000;

interface EarlyRead<T> {
  token: string | undefined;
  startedAt: number;
  result: Promise<T>;
}

const earlyReads = new Map<string, EarlyRead<unknown>>();

/** The same URL whatever the order of its query's fields. */
function readKey(url: string): string {
  const parsed = new URL(url, 'http://x');
  parsed.searchParams.sort();
  return `${parsed.pathname}${parsed.search}`;
}

export function keepEarlyRead<T>(url: string, token: string | undefined, result: Promise<T>): void {
  earlyReads.set(readKey(url), { token, startedAt: Date.now(), result });
}

/** The early answer for `url` under `token`, once; none when another session started it or it is stale. */
export function takeEarlyRead<T>(url: string, token: string | undefined): Promise<T> | undefined {
  // Every GET of the suite asks: most find none, without parsing their URL.
  if (earlyReads.size === 0) return undefined;
  const key = readKey(url);
  const read = earlyReads.get(key);
  if (!read) return undefined;
  earlyReads.delete(key);
  if (read.token !== token || Date.now() - read.startedAt > EARLY_READ_TTL_MS) return undefined;
  return read.result as Promise<T>;
}

/** A change (a write, another party's change) may make them stale: none stands in for a later read. */
export function forgetEarlyReads(): void {
  earlyReads.clear();
}
