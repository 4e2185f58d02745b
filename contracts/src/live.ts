/**
 * What changed for a user, by topic: the one vocabulary the apps say "this changed" with. A write
 * names the topics it changes, and the API streams the topics that other parties' writes (or the
 * user's other apps') change from GET /liveChanges; either way an app reads again the lists,
 * overviews and rows on screen that the topic makes stale, and no others.
 *
 * - requests: a request of theirs was made, moved or seen (lists, overviews, the unseen badge, and
 *   the clients and providers a request makes);
 * - executions: one of their executed activities or production orders (an outsourced one moves
 *   when its provider acts);
 * - products: one of their products, its stock or its reservation;
 * - contacts: their providers;
 * - branchOffices, services, activities, processes: one of theirs was added, changed or removed.
 *
 * The API streams requests, executions and products; the others only a write of the app names.
 */
export const LIVE_TOPICS = ['requests', 'executions', 'products', 'contacts', 'branchOffices', 'services', 'activities', 'processes'] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

/** The events of the stream: `change` names topics; `resync` says some may have been missed (read everything live again). */
export const LIVE_EVENTS = { change: 'change', resync: 'resync' } as const;

/** The `data` of a `change` event. */
export interface LiveChange {
  topics: LiveTopic[];
}

export const isLiveTopic = (value: string): value is LiveTopic => (LIVE_TOPICS as readonly string[]).includes(value);

/**
 * The header of a write that names the browser tab it comes from, and the stream that tab opened
 * names it too (`?client=`): the API leaves out of that stream the changes the tab's own writes
 * made, which its query cache has already read again.
 */
export const LIVE_CLIENT_HEADER = 'X-Live-Client';
