import { defineRoute } from '../route';
import { LiveChangesQuery } from '../schemas/live';

/** Live updates (live.ts): one long-lived stream per open app. */
export const liveRoutes = {
  liveChanges: defineRoute({
    method: 'GET',
    path: '/liveChanges',
    access: 'private',
    kind: 'events',
    tags: ['live'],
    summary:
      "Server-sent events of what changed for the caller: `change` with {topics} (requests, executions, products) whenever another party or another of the caller's apps acts; `resync` when some may have been missed. Ends when the caller's sessions change (log in again to resume). `client` names the browser tab: the changes of writes that sent the same X-Live-Client are left out.",
    query: LiveChangesQuery,
  }),
};
