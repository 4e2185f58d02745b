/** Which requests the service worker keeps, and how; shared with the page that registers it. */
export const CACHE_NAMES = {
  pages: 'agrocadena-pages',
  entries: 'agrocadena-entries',
  chunks: 'agrocadena-chunks',
  images: 'agrocadena-images',
} as const;

/** Every route is the same app page: one cache entry serves all of them offline … */
export const APP_PAGE_KEY = '/__app-page';
/** … but `/` and `/login`, which a visitor gets with the page already drawn in it (config/prerender-pages.js). */
export const LANDING_PAGE_KEY = '/__landing-page';
export const LOGIN_PAGE_KEY = '/__login-page';
const DRAWN_PAGE_KEYS: Readonly<Record<string, string>> = { '/': LANDING_PAGE_KEY, '/login': LOGIN_PAGE_KEY };

/** Where the worker keeps a page: no other route may show a drawn landing or log-in page while offline. */
export const pageKeyFor = (url: URL): string => DRAWN_PAGE_KEYS[url.pathname] ?? APP_PAGE_KEY;

/** The page asks the worker to keep what it loaded before the worker controlled it. */
export const WARM_MESSAGE = 'AGROCADENA_WARM';
/** The page tells the worker the user logged out (or another logged in): forget the images shown. */
export const FORGET_MESSAGE = 'AGROCADENA_FORGET';
export interface WarmMessage {
  type: typeof WARM_MESSAGE;
  /** The page's own URL. */
  page: string;
  /** What the page loaded before the worker controlled it. */
  files: string[];
}

const HASHED = /\.[0-9a-f]{8,}\.js$/i;
const ENTRY_NAMES = /\/(remotes\.json|mf-manifest\.json|remoteEntry\.js|manifest\.webmanifest|[\w-]+\.js)$/;

/** A content-hashed chunk (`118.b9f9a46c.js`), from the shell or any remote's host. */
export const isHashedChunk = (url: URL): boolean => HASHED.test(url.pathname);

/** A file that names the current release (never the API, never a hashed chunk). */
export const isEntryFile = (url: URL): boolean => !url.pathname.startsWith('/api/') && !isHashedChunk(url) && ENTRY_NAMES.test(url.pathname);

/** A page of the app (not the API's own pages such as /api/docs, not a remote's dev harness). */
export const isAppPage = (url: URL): boolean => !/^\/(api|remotes)(\/|$)/.test(url.pathname);
