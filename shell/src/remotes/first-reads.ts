import type { QueryClient, QueryFunction } from '@tanstack/react-query';
import { whenCacheReady } from './cache-ready';
import { readQueryOf } from './read-query';

// A remote page's first reads start with the page's code instead of after it has loaded and drawn:
// once the code is there, the answer is too — one round trip to the API less before the list
// shows (bench, phone profile: the products table ~150 ms sooner after a tap in the menu, a revisit
// ~80 ms; a first visit with nothing cached waits on the phone's CPU more than on the API, and
// gained nothing measurable).
// The remote names them, per exposed page, in its pages.json (`reads`), which its build writes into
// its mf-manifest.json (`metaData.firstReads`): the shell knows no remote's API calls, and a remote
// deployed with other reads brings them along. Each is read into the query cache under the key the
// page's own query has, which then finds it there (or on its way) instead of asking again.

/** `/users/{me}/products?skip=0&limit=12` filled from `values` (`me`: the user's id; the route's params); null when one is missing. */
export function fillRead(template: string, values: Readonly<Record<string, string | undefined>>): string | null {
  let complete = true;
  const url = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) complete = false;
    return encodeURIComponent(value ?? '');
  });
  return complete ? url : null;
}

/** The reads `expose` declares in a manifest: strings starting with `/`, anything else ignored (another deployment wrote it). */
export function declaredReads(manifest: unknown, expose: string): string[] {
  const firstReads = (manifest as { metaData?: { firstReads?: Record<string, unknown> } } | null)?.metaData?.firstReads;
  const reads = firstReads?.[expose];
  return Array.isArray(reads) ? reads.filter((read): read is string => typeof read === 'string' && read.startsWith('/')) : [];
}

/** Reads `url` into `client` now; its answer lands once the cache is ready for it (cache-ready.ts). */
function prefetch(client: QueryClient, url: string): void {
  const query = readQueryOf(url);
  if (!query) return;
  const read = query.queryFn as QueryFunction<unknown, typeof query.queryKey>;
  void client.prefetchQuery({
    queryKey: query.queryKey,
    queryFn: async (context) => {
      const answer = await read(context);
      await whenCacheReady(client);
      return answer;
    },
  });
}

/** Starts the reads `manifest` declares for the page `id` (`remote/ExposeName`), filled from `values`, into `client`. */
export async function startFirstReads(
  client: QueryClient,
  id: string,
  manifest: Promise<unknown>,
  values: Readonly<Record<string, string | undefined>>,
): Promise<void> {
  for (const template of declaredReads(await manifest, id.split('/')[1])) {
    const url = fillRead(template, values);
    if (url) prefetch(client, url);
  }
}
