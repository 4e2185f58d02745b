import { isLiveTopic, LIVE_EVENTS, type LiveTopic } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { API_BASE } from '../api/api-client';
import { TAB_ID } from '../api/tab-id';

export type LiveStatus = 'connecting' | 'open' | 'closed';

/** What the connection needs of an EventSource (the `eventsource` package's, or a test's). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event & { code?: number }) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type OpenEventSource = (url: string, token: string) => EventSourceLike | Promise<EventSourceLike>;

export interface LiveConnectionOptions {
  token: string;
  /** Topics another party (or another of the user's apps) changed. */
  onChange(topics: LiveTopic[]): void;
  /** Changes may have been missed (the stream came back after a cut, or the server says so): read everything live again. */
  onResync(): void;
  /** The server refused the session (401): it ended elsewhere. The connection stops. */
  onRefused(): void;
  onStatus?(status: LiveStatus): void;
  open?: OpenEventSource;
  /** Hidden this long, the page lets its stream go (no radio kept awake for a page nobody sees). */
  hiddenCloseMs?: number;
  /** Waits before reopening a stream the server refused for now (503…), doubling up to the last. */
  retryMs?: readonly number[];
}

const CLOSED = 2;

/**
 * The browser's EventSource cannot send the Authorization header; the `eventsource` package is
 * the same standard object over fetch, which can. Loaded only once someone is logged in. Its fetch
 * asks for low priority: a stream that never ends must not count as one of the page's own reads,
 * neither for the browser (on a slow network the page's data goes first) nor for tools that wait
 * for the page's important requests to finish (docs/performance.md#lighthouse).
 */
const openWithToken: OpenEventSource = async (url, token) => {
  const { EventSource } = await import('eventsource');
  return new EventSource(url, {
    fetch: (input, init) => fetch(input, { ...init, priority: 'low', headers: { ...init.headers, Authorization: token } }),
  }) as unknown as EventSourceLike;
};

/**
 * One live-update stream (GET /liveChanges) for as long as the user is logged in, named after the
 * tab (TAB_ID): what the tab's own writes changed its query cache has read again already. The
 * stream reconnects by itself after a network cut (the server's `retry`), and every reconnection
 * asks for a resync: what happened meanwhile was not heard. A page hidden for a while closes its
 * stream and reopens it (with a resync) when shown again; the browser coming back online reopens
 * it at once. The first opening asks for nothing: the page's first reads were made just now.
 */
export function openLiveConnection(options: LiveConnectionOptions): { close(): void } {
  const { token, onChange, onResync, onRefused, onStatus, open = openWithToken } = options;
  const hiddenCloseMs = options.hiddenCloseMs ?? 60_000;
  const retryMs = options.retryMs ?? [2_000, 4_000, 8_000, 15_000, 30_000];
  let source: EventSourceLike | null = null;
  let stopped = false;
  let everOpen = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped on every (re)start, so a stream still being created for an older one is dropped. */
  let generation = 0;

  const status = (value: LiveStatus) => onStatus?.(value);
  const drop = () => {
    generation += 1;
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  };

  const retryLater = () => {
    status('closed');
    retryTimer = setTimeout(() => void start(), retryMs[Math.min(failures++, retryMs.length - 1)]);
  };

  const start = async () => {
    drop();
    const mine = generation;
    status('connecting');
    let created: EventSourceLike;
    try {
      created = await open(`${API_BASE}${routes.liveChanges.path}?client=${encodeURIComponent(TAB_ID)}`, token);
    } catch {
      // Its code could not be loaded (offline): the next 'online' or a later try starts again.
      if (!stopped && mine === generation) retryLater();
      return;
    }
    if (stopped || mine !== generation) return created.close();
    source = created;
    created.onopen = () => {
      failures = 0;
      status('open');
      if (everOpen) onResync();
      everOpen = true;
    };
    created.onerror = (event) => {
      if (created.readyState !== CLOSED) return status('connecting');
      // Refused outright: a 401 ends it, anything else is tried again a little later.
      drop();
      if (event.code === 401) {
        status('closed');
        return onRefused();
      }
      retryLater();
    };
    created.addEventListener(LIVE_EVENTS.change, (event) => {
      const topics = parseTopics(event.data);
      if (topics.length > 0) onChange(topics);
    });
    created.addEventListener(LIVE_EVENTS.resync, () => onResync());
  };

  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (document.visibilityState === 'hidden') {
      hiddenTimer = setTimeout(() => {
        drop();
        status('closed');
      }, hiddenCloseMs);
    } else if (!source) void start();
  };
  const onOnline = () => {
    if (!source || source.readyState !== 1) void start();
  };

  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  void start();
  return {
    close() {
      stopped = true;
      clearTimeout(hiddenTimer);
      drop();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      status('closed');
    },
  };
}

/** A `change` event's topics; anything malformed or unknown is left out. */
export function parseTopics(data: unknown): LiveTopic[] {
  try {
    const parsed = JSON.parse(String(data)) as { topics?: unknown };
    return Array.isArray(parsed.topics) ? parsed.topics.filter((t): t is LiveTopic => typeof t === 'string' && isLiveTopic(t)) : [];
  } catch {
    return [];
  }
}
