// The shell's service worker (built by workbox-webpack-plugin's InjectManifest into /sw.js).
// What a person last opened keeps working on a weak or lost connection:
// - pages: network first, else the last page the app was served as (every route is the same app;
//   `/` and `/login` are kept apart, as a visitor gets them with the page drawn in them);
// - entry files of the shell and the remotes (remotes.json, mf-manifest.json, remoteEntry.js,
//   main.js…): network first, so a deployment of one remote is picked up on the next load;
// - content-hashed chunks, from any remote's host: cache first (a hash never changes content);
// - images the app shows: the cached one at once, refreshed in the background.
// API answers are not cached here: the query cache, persisted by shared-ui, keeps what was read.
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  APP_PAGE_KEY,
  CACHE_NAMES,
  FORGET_MESSAGE,
  isAppPage,
  isEntryFile,
  isHashedChunk,
  pageKeyFor,
  WARM_MESSAGE,
  type WarmMessage,
} from '../src/offline/sw-protocol';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: unknown };
// Nothing is precached: a phone downloads only what its user opens (InjectManifest requires the reference).
// eslint-disable-next-line @typescript-eslint/no-meaningless-void-operator -- a reference for the build, not a value
void self.__WB_MANIFEST;

// If it fails, this worker waits for the old one's pages to close, as any worker would.
void self.skipWaiting();
clientsClaim();

const NETWORK_TIMEOUT_SECONDS = 4;
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [
    okOnly,
    {
      cacheKeyWillBeUsed: async ({ request }) => pageKeyFor(new URL(request.url)),
      // `/` or `/login` never opened before the connection went: the app page draws them too.
      handlerDidError: async () => (await caches.open(CACHE_NAMES.pages)).match(APP_PAGE_KEY),
    },
  ],
});
registerRoute(({ request, url }) => request.mode === 'navigate' && isAppPage(url), pages);

const entries = new NetworkFirst({ cacheName: CACHE_NAMES.entries, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [okOnly] });
registerRoute(({ url, request }) => request.method === 'GET' && isEntryFile(url), entries);

const chunks = new CacheFirst({
  cacheName: CACHE_NAMES.chunks,
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600, purgeOnQuotaError: true })],
});
registerRoute(({ url, request }) => request.method === 'GET' && isHashedChunk(url), chunks);

registerRoute(
  ({ url, request }) => request.destination === 'image' && url.origin === self.location.origin,
  new StaleWhileRevalidate({
    cacheName: CACHE_NAMES.images,
    // Private files carry a short-lived signature in the query; the file is the path.
    matchOptions: { ignoreSearch: true },
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as WarmMessage | { type?: string } | undefined;
  // The first visit ran before this worker existed: the page sends what it already loaded (kept
  // as the routes above would keep it), so a connection lost right after that visit still finds the app.
  if (message?.type === WARM_MESSAGE) {
    const { page, files } = message as WarmMessage;
    const kept = files
      .map((file) => new URL(file))
      .filter((url) => isEntryFile(url) || isHashedChunk(url))
      .map((url) => (isHashedChunk(url) ? chunks : entries).handle({ event, request: new Request(url.href) }));
    // A page that began loading while this worker was activating is not claimed by clientsClaim()
    // (it ran before that page existed): claim again, so it too works offline from now on.
    event.waitUntil(
      Promise.allSettled([self.clients.claim(), pages.handle({ event, request: new Request(page, { headers: { accept: 'text/html' } }) }), ...kept]),
    );
  }
  // Another person (or nobody) is logged in: forget the images the app showed the last one.
  if (message?.type === FORGET_MESSAGE) event.waitUntil(caches.delete(CACHE_NAMES.images));
});
