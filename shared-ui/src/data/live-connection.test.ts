import { openLiveConnection, parseTopics, type EventSourceLike, type LiveConnectionOptions } from './live-connection';
import { TAB_ID } from '../api/tab-id';

/** An EventSource the test drives: the server's side of the stream. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  onopen: EventSourceLike['onopen'] = null;
  onerror: EventSourceLike['onerror'] = null;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(
    readonly url: string,
    readonly token: string,
  ) {}
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  opened() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  send(type: string, data: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  /** The network dropped: the standard object reconnects by itself. */
  cut() {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }
  /** The server answered with an error status: the standard object gives up. */
  refused(code: number) {
    this.readyState = 2;
    this.onerror?.(Object.assign(new Event('error'), { code }));
  }
}

let sources: FakeSource[];
let calls: { changes: string[][]; resyncs: number; refused: number; statuses: string[] };
const latest = () => sources[sources.length - 1];
/** Lets the connection's awaited open() settle. */
const settle = () => Promise.resolve().then(() => undefined);

let open: { close(): void }[] = [];
function connect(options: Partial<LiveConnectionOptions> = {}) {
  const connection = openLiveConnection({
    token: 'tok-1',
    open: (url, token) => {
      const source = new FakeSource(url, token);
      sources.push(source);
      return source;
    },
    onChange: (topics) => calls.changes.push(topics),
    onResync: () => {
      calls.resyncs++;
    },
    onRefused: () => {
      calls.refused++;
    },
    onStatus: (status) => calls.statuses.push(status),
    retryMs: [1000, 5000],
    hiddenCloseMs: 30_000,
    ...options,
  });
  open.push(connection);
  return connection;
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  jest.useFakeTimers();
  sources = [];
  calls = { changes: [], resyncs: 0, refused: 0, statuses: [] };
  setVisibility('visible');
});
afterEach(() => {
  for (const connection of open) connection.close();
  open = [];
  jest.useRealTimers();
});

test("opens the user's stream with their token, for this tab, and passes each change's topics on", async () => {
  const connection = connect();
  await settle();
  // Named after the tab, the stream leaves out what the tab's own writes changed.
  expect(latest()).toMatchObject({ url: `/api/liveChanges?client=${TAB_ID}`, token: 'tok-1' });
  latest().opened();
  latest().send('change', { topics: ['requests', 'products'] });
  latest().send('change', { topics: ['secrets'] });
  expect(calls.changes).toEqual([['requests', 'products']]);
  // The first opening follows the page's own first reads: nothing to catch up on.
  expect(calls.resyncs).toBe(0);
  expect(calls.statuses).toEqual(['connecting', 'open']);
  connection.close();
  expect(latest().closed).toBe(true);
});

test('after a network cut the stream reopens by itself and catches up; so does a resync the server asks for', async () => {
  connect();
  await settle();
  latest().opened();
  latest().cut();
  expect(calls.statuses.at(-1)).toBe('connecting');
  latest().opened();
  expect(calls.resyncs).toBe(1);
  latest().send('resync', {});
  expect(calls.resyncs).toBe(2);
  expect(sources).toHaveLength(1);
});

test('a 401 ends it for good (the session ended elsewhere); another refusal is tried again later', async () => {
  connect();
  await settle();
  latest().refused(503);
  expect(sources).toHaveLength(1);
  jest.advanceTimersByTime(1000);
  await settle();
  expect(sources).toHaveLength(2);
  latest().opened();
  expect(calls.resyncs).toBe(0);
  latest().refused(401);
  jest.advanceTimersByTime(60_000);
  await settle();
  expect(sources).toHaveLength(2);
  expect(calls.refused).toBe(1);
  expect(calls.statuses.at(-1)).toBe('closed');
});

test('a page hidden for a while lets its stream go, and catches up when shown again', async () => {
  connect();
  await settle();
  latest().opened();
  setVisibility('hidden');
  jest.advanceTimersByTime(29_000);
  expect(latest().closed).toBe(false);
  // Shown again in time: the same stream goes on.
  setVisibility('visible');
  setVisibility('hidden');
  jest.advanceTimersByTime(30_000);
  expect(latest().closed).toBe(true);
  setVisibility('visible');
  await settle();
  expect(sources).toHaveLength(2);
  latest().opened();
  expect(calls.resyncs).toBe(1);
});

test('coming back online reopens a stream that was not open', async () => {
  connect();
  await settle();
  latest().opened();
  latest().cut();
  window.dispatchEvent(new Event('online'));
  await settle();
  expect(sources).toHaveLength(2);
  expect(sources[0].closed).toBe(true);
});

test('malformed change data names no topic', () => {
  expect(parseTopics('not json')).toEqual([]);
  expect(parseTopics('{"topics":"requests"}')).toEqual([]);
  expect(parseTopics('{"topics":["executions",3]}')).toEqual(['executions']);
});
