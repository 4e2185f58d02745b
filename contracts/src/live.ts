/**
 * Live updates: what changed for a user, by topic, while their apps are open. The API streams them
 * from GET /liveChanges (server-sent events); each topic is the tag of the routes whose answers it
 * makes stale, so an app reads again exactly the lists and overviews on screen that it touches.
 *
 * - requests: a request of theirs was made, moved or seen (lists, overviews, the unseen badge);
 * - executions: one of their executed activities or production orders (an outsourced one moves
 *   when its provider acts);
 * - products: the stock or reservation of one of their products.
 */
export const LIVE_TOPICS = ['requests', 'executions', 'products'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** The events of the stream: `change` names topics; `resync` says some may have been missed (read everything live again). */
export const LIVE_EVENTS = { change: 'change', resync: 'resync' } as const;

/** The `data` of a `change` event. */
export interface LiveChange {
  topics: LiveTopic[];
}

export const isLiveTopic = (value: string): value is LiveTopic => (LIVE_TOPICS as readonly string[]).includes(value);
