import { isLiveTopic, LIVE_EVENTS, type LiveChange, type LiveTopic } from '@agrocadena/contracts';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { AUTH_CHANGES } from '../modules/accounts/session-cache';

/** The NOTIFY channel of drizzle/0017_live_changes.sql: "<user id> <topic>", then the writing app when known (0021). */
export const LIVE_CHANGES = 'live_changes';

/** One open stream of one user's app. */
export interface LiveStream {
  userId: string;
  /** The session it was opened with: the stream ends when that session does. */
  tokenHash: string;
  sessionExpiresAt: Date;
  /** The app (browser tab) it streams to, when it said (live/live-client.ts): its own writes are not sent back. */
  client?: string;
  /** Writes one piece of the event stream. */
  write(text: string): void;
  /** Ends the stream (the app reconnects on its own). */
  end(): void;
}

/**
 * How many streams this process holds open. An app keeps one per tab, so a session past a few
 * has a leak or an attacker behind it; each stream holds a socket, and a process that runs out of
 * sockets (file descriptors) fails every other call. Past `perSession` or `perAccount` the caller
 * gets 429 TOO_MANY_STREAMS; past `total`, anyone gets 503 (another process may have room).
 */
export interface LiveLimits {
  perSession: number;
  /** An enterprise's people may share one account on several phones and computers. */
  perAccount: number;
  total: number;
}

export const DEFAULT_LIVE_LIMITS: LiveLimits = { perSession: 10, perAccount: 20, total: 5000 };

/** A change heard: whose, which topic, and the app whose write caused it ('' when unknown). */
export interface HeardChange {
  userId: string;
  topic: LiveTopic;
  client: string;
}

/** "<user id> <topic>[ <app>]" → its parts; anything else is not ours (null). */
export function parseLiveChange(payload: string): HeardChange | null {
  const [userId, topic, client = '', ...rest] = payload.split(' ');
  return userId && topic && rest.length === 0 && isLiveTopic(topic) ? { userId, topic, client } : null;
}

/** One server-sent event, as the stream carries it. */
export const sseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** setTimeout's longest delay (~24.8 days); a remembered session lasts longer. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export interface LiveChangesOptions {
  /** Changes heard within this window reach a stream as one event (one commit notifies several topics). */
  batchMs?: number;
  /** A comment line this often keeps proxies from closing a quiet stream and finds dead sockets. */
  keepAliveMs?: number;
  limits?: Partial<LiveLimits>;
  /**
   * Of the sessions given, those still live. Asked when the listener hears again after a gap: a
   * logout said meanwhile was not heard, so the streams of sessions that ended are ended then.
   */
  liveSessionsAmong?: (tokenHashes: string[]) => Promise<Set<string>>;
}

/**
 * The open streams of this API process and what they hear. Every change comes through the
 * database's NOTIFY — never a shortcut within the process — so a write on any API process reaches
 * the streams on every other. While the listening connection is down, changes are lost: once it
 * listens again every stream gets `resync` (its app reads everything live again) and the streams
 * of sessions that ended meanwhile end. A change to a user's sessions or account (AUTH_CHANGES)
 * ends that user's streams: the app reconnects, and a session that was ended is refused there
 * (401). A stream also ends when its session expires. A stream opened for a tab (`?client=`) is not
 * sent what only that tab's own writes changed (live/live-client.ts).
 */
export class LiveChanges {
  private readonly streams = new Map<string, Set<LiveStream>>();
  /** Each stream's timer for its session's expiry. */
  private readonly expiries = new Map<LiveStream, NodeJS.Timeout>();
  private count = 0;
  /** Per user, the topics heard since the last flush, each with the apps whose writes changed it. */
  private readonly pending = new Map<string, Map<LiveTopic, Set<string>>>();
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly keepAlive: NodeJS.Timeout;
  /** Whether changes can be heard now (always, when nothing listens: no other process to hear). */
  private hearing: boolean;
  /** A change may have gone unheard since the last time the listener was up. */
  private missed = false;
  private readonly batchMs: number;
  private readonly limits: LiveLimits;
  private readonly liveSessionsAmong?: LiveChangesOptions['liveSessionsAmong'];
  stopListening: Array<() => Promise<void>> = [];
  /** Set by close(): no stream is taken after it. */
  private closed = false;

  constructor(options: LiveChangesOptions = {}, listens = false) {
    this.batchMs = options.batchMs ?? 25;
    this.limits = { ...DEFAULT_LIVE_LIMITS, ...options.limits };
    this.liveSessionsAmong = options.liveSessionsAmong;
    this.hearing = !listens;
    this.keepAlive = setInterval(() => this.writeAll(': keep-alive\n\n'), options.keepAliveMs ?? 25_000).unref();
  }

  /**
   * Starts sending `stream` its user's changes, or throws when its session, its account or this
   * process holds as many streams as it may, or once the process is closing (503). The function returned stops (call it when the client
   * leaves).
   */
  subscribe(stream: LiveStream): () => void {
    const own = this.streams.get(stream.userId) ?? new Set<LiveStream>();
    const { perSession, perAccount, total } = this.limits;
    // Shutting down: a stream opened now would keep the server from closing (its app reconnects elsewhere).
    if (this.closed || this.size >= total) throw new AppError('SERVICE_UNAVAILABLE');
    if (own.size >= perAccount) throw new AppError('TOO_MANY_STREAMS', { params: { limit: perAccount } });
    const ofSession = [...own].filter((other) => other.tokenHash === stream.tokenHash).length;
    if (ofSession >= perSession) throw new AppError('TOO_MANY_STREAMS', { params: { limit: perSession } });
    this.streams.set(stream.userId, own.add(stream));
    this.count += 1;
    this.endAtExpiry(stream);
    return () => this.remove(stream);
  }

  /** How many streams are open (for tests and the shutdown). */
  get size(): number {
    return this.count;
  }

  /** Whether this process hears every change now; a readiness probe fails while it does not. */
  get listening(): boolean {
    return this.hearing;
  }

  heard(payload: string): void {
    const change = parseLiveChange(payload);
    if (!change || !this.streams.has(change.userId)) return;
    let topics = this.pending.get(change.userId);
    if (!topics) this.pending.set(change.userId, (topics = new Map()));
    let clients = topics.get(change.topic);
    if (!clients) topics.set(change.topic, (clients = new Set()));
    clients.add(change.client);
    this.flushTimer ??= setTimeout(() => this.flush(), this.batchMs);
  }

  /** The listener hears again: if it was down, anything may have changed meanwhile. */
  up(): void {
    this.hearing = true;
    if (!this.missed) return;
    this.missed = false;
    this.writeAll(sseEvent(LIVE_EVENTS.resync, {}));
    void this.endStreamsOfEndedSessions();
  }

  down(): void {
    this.hearing = false;
    this.missed = true;
  }

  /** The user's sessions or account changed: their streams end, and reconnect with whatever session still holds. */
  endStreamsOf(userId: string): void {
    for (const stream of [...(this.streams.get(userId) ?? [])]) this.end(stream);
  }

  /** The process is shutting down: every stream ends (the apps reconnect to another process). */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.keepAlive);
    clearTimeout(this.flushTimer);
    for (const own of [...this.streams.values()]) for (const stream of [...own]) this.end(stream);
    await Promise.all(this.stopListening.map((stop) => stop()));
  }

  private end(stream: LiveStream): void {
    if (this.remove(stream)) stream.end();
  }

  /** Forgets `stream`; false when it was already gone. */
  private remove(stream: LiveStream): boolean {
    const own = this.streams.get(stream.userId);
    if (!own?.delete(stream)) return false;
    if (own.size === 0) this.streams.delete(stream.userId);
    this.count -= 1;
    clearTimeout(this.expiries.get(stream));
    this.expiries.delete(stream);
    return true;
  }

  private endAtExpiry(stream: LiveStream): void {
    const left = stream.sessionExpiresAt.getTime() - Date.now();
    if (left <= 0) return this.end(stream);
    // A session longer than a timer can wait checks again when the longest wait is over.
    const timer = setTimeout(() => (this.expiries.delete(stream), this.endAtExpiry(stream)), Math.min(left, LONGEST_TIMER_MS));
    this.expiries.set(stream, timer.unref());
  }

  private async endStreamsOfEndedSessions(): Promise<void> {
    if (!this.liveSessionsAmong) return;
    const open = [...this.streams.values()].flatMap((own) => [...own]);
    const live = await this.liveSessionsAmong([...new Set(open.map((stream) => stream.tokenHash))]).catch(() => null);
    // Unanswered (the database went again): the next time the listener comes back asks again.
    if (!live) {
      this.missed = true;
      return;
    }
    for (const stream of open) if (!live.has(stream.tokenHash)) this.end(stream);
  }

  private flush(): void {
    this.flushTimer = undefined;
    for (const [userId, topics] of this.pending) {
      for (const stream of this.streams.get(userId) ?? []) {
        // A topic only this stream's own app changed: that app already read it again after its write.
        const heard = [...topics].filter(([, clients]) => [...clients].some((client) => client === '' || client !== stream.client));
        const change: LiveChange = { topics: heard.map(([topic]) => topic) };
        if (change.topics.length > 0) stream.write(sseEvent(LIVE_EVENTS.change, change));
      }
    }
    this.pending.clear();
  }

  private writeAll(text: string): void {
    for (const own of this.streams.values()) for (const stream of own) stream.write(text);
  }
}

/** The app's live changes, hearing LIVE_CHANGES and AUTH_CHANGES through `listen`; without it, streams stay quiet. */
export async function listeningLiveChanges(listen?: Database['listen'], options?: LiveChangesOptions): Promise<LiveChanges> {
  const live = new LiveChanges(options, Boolean(listen));
  if (listen) {
    live.stopListening = await Promise.all([
      listen(LIVE_CHANGES, { message: (payload) => live.heard(payload), up: () => live.up(), down: () => live.down() }),
      listen(AUTH_CHANGES, { message: (userId) => live.endStreamsOf(userId), up: () => undefined, down: () => undefined }),
    ]);
  }
  return live;
}
