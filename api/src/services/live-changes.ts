import { isLiveTopic, LIVE_EVENTS, type LiveChange, type LiveTopic } from '@agrocadena/contracts';
import type { Database } from '../db/client';
import { AUTH_CHANGES } from './session-cache';

/** The NOTIFY channel of drizzle/0017_live_changes.sql: "<user id> <topic>". */
export const LIVE_CHANGES = 'live_changes';

/** One open stream of one user's app. */
export interface LiveStream {
  userId: string;
  /** Writes one piece of the event stream. */
  write(text: string): void;
  /** Ends the stream (the app reconnects on its own). */
  end(): void;
}

/** "<user id> <topic>" → its parts; anything else is not ours (null). */
export function parseLiveChange(payload: string): { userId: string; topic: LiveTopic } | null {
  const [userId, topic, ...rest] = payload.split(' ');
  return userId && topic && rest.length === 0 && isLiveTopic(topic) ? { userId, topic } : null;
}

/** One server-sent event, as the stream carries it. */
export const sseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export interface LiveChangesOptions {
  /** Changes heard within this window reach a stream as one event (one commit notifies several topics). */
  batchMs?: number;
  /** A comment line this often keeps proxies from closing a quiet stream and finds dead sockets. */
  keepAliveMs?: number;
}

/**
 * The open streams of this API process and what they hear. Every change comes through the
 * database's NOTIFY — never a shortcut within the process — so a write on any API process reaches
 * the streams on every other. While the listening connection is down, changes are lost: once it
 * listens again every stream gets `resync` (its app reads everything live again). A change to a
 * user's sessions or account (AUTH_CHANGES) ends that user's streams: the app reconnects, and a
 * session that was ended is refused there (401).
 */
export class LiveChanges {
  private readonly streams = new Map<string, Set<LiveStream>>();
  private readonly pending = new Map<string, Set<LiveTopic>>();
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly keepAlive: NodeJS.Timeout;
  /** A change may have gone unheard since the last time the listener was up. */
  private missed = false;
  private readonly batchMs: number;
  stopListening: Array<() => Promise<void>> = [];

  constructor(options: LiveChangesOptions = {}) {
    this.batchMs = options.batchMs ?? 25;
    this.keepAlive = setInterval(() => this.writeAll(': keep-alive\n\n'), options.keepAliveMs ?? 25_000).unref();
  }

  /** Starts sending `stream` its user's changes; the function returned stops (call it when the client leaves). */
  subscribe(stream: LiveStream): () => void {
    let own = this.streams.get(stream.userId);
    if (!own) this.streams.set(stream.userId, (own = new Set()));
    own.add(stream);
    return () => {
      own.delete(stream);
      if (own.size === 0 && this.streams.get(stream.userId) === own) this.streams.delete(stream.userId);
    };
  }

  /** How many streams are open (for tests and the shutdown). */
  get size(): number {
    let count = 0;
    for (const own of this.streams.values()) count += own.size;
    return count;
  }

  heard(payload: string): void {
    const change = parseLiveChange(payload);
    if (!change || !this.streams.has(change.userId)) return;
    let topics = this.pending.get(change.userId);
    if (!topics) this.pending.set(change.userId, (topics = new Set()));
    topics.add(change.topic);
    this.flushTimer ??= setTimeout(() => this.flush(), this.batchMs);
  }

  /** The listener hears again: if it was down, anything may have changed meanwhile. */
  up(): void {
    if (this.missed) this.writeAll(sseEvent(LIVE_EVENTS.resync, {}));
    this.missed = false;
  }

  down(): void {
    this.missed = true;
  }

  /** The user's sessions or account changed: their streams end, and reconnect with whatever session still holds. */
  endStreamsOf(userId: string): void {
    for (const stream of [...(this.streams.get(userId) ?? [])]) stream.end();
    this.streams.delete(userId);
  }

  /** The process is shutting down: every stream ends (the apps reconnect to another process). */
  async close(): Promise<void> {
    clearInterval(this.keepAlive);
    clearTimeout(this.flushTimer);
    for (const own of this.streams.values()) for (const stream of own) stream.end();
    this.streams.clear();
    await Promise.all(this.stopListening.map((stop) => stop()));
  }

  private flush(): void {
    this.flushTimer = undefined;
    for (const [userId, topics] of this.pending) {
      const change: LiveChange = { topics: [...topics] };
      for (const stream of this.streams.get(userId) ?? []) stream.write(sseEvent(LIVE_EVENTS.change, change));
    }
    this.pending.clear();
  }

  private writeAll(text: string): void {
    for (const own of this.streams.values()) for (const stream of own) stream.write(text);
  }
}

/** The app's live changes, hearing LIVE_CHANGES and AUTH_CHANGES through `listen`; without it, streams stay quiet. */
export async function listeningLiveChanges(listen?: Database['listen'], options?: LiveChangesOptions): Promise<LiveChanges> {
  const live = new LiveChanges(options);
  if (listen) {
    live.stopListening = await Promise.all([
      listen(LIVE_CHANGES, { message: (payload) => live.heard(payload), up: () => live.up(), down: () => live.down() }),
      listen(AUTH_CHANGES, { message: (userId) => live.endStreamsOf(userId), up: () => undefined, down: () => undefined }),
    ]);
  }
  return live;
}
