import { MutationCache, onlineManager, QueryClient, type Mutation } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** No answer, bad gateway, service unavailable, gateway timeout: the API or its database is away for now. */
const OUTAGE_STATUSES = [0, 502, 503, 504];

/**
 * Retries only what may pass on a second try, never a 4xx. An outage gets three retries, 1, 2 and
 * 4 s apart (the default back-off): the API serves again within seconds of its database's return,
 * so a short outage passes unnoticed and a longer one shows its translated message. Another server
 * error gets two. Mutations never retry: a write whose answer was lost may have been applied.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return failureCount < 2;
  if (OUTAGE_STATUSES.includes(error.status)) return failureCount < 3;
  return error.status >= 500 && failureCount < 2;
}

/**
 * What a write changes is read again by write-changes.ts, loaded with the first write that names
 * topics: the public pages, which make none, do not carry it. Should it fail to load after a
 * write went through, every read is marked stale instead.
 */
const writeChanges = () => import('./write-changes');
const namesTopics = (mutation: Mutation<unknown, unknown, unknown, unknown>) => Boolean(mutation.meta?.changes?.length);

/**
 * The suite's query cache. On a weak rural connection, what was read is shown at once and read
 * again in the background; a window regaining focus does not refetch everything (mobile data).
 * Every write names the topics it changes (`meta.changes`, write-meta.ts), and this one place reads
 * them again (write-changes.ts): once the write's own updates of the cache are done (onSettled), so
 * a row a delete forgot is not asked for first, and a row its answer brought is not asked for twice.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}) {
  return new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _result, mutation, { client }) => {
        if (namesTopics(mutation))
          await writeChanges().then(
            ({ noteOwnAnswers }) => noteOwnAnswers(client, mutation),
            () => undefined,
          );
      },
      onSettled: (_data, error, _variables, _result, mutation, { client }) => {
        if (!namesTopics(mutation)) return undefined;
        const reread = writeChanges().then(
          ({ invalidateWritten }) => invalidateWritten(client, mutation, error),
          () => (error ? undefined : client.invalidateQueries()),
        );
        // A failure's message is not held back by what it may have changed.
        return error ? undefined : reread;
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: retry ? shouldRetry : false,
        // A lost connection is retried when it comes back instead of being reported at once.
        networkMode: 'online',
      },
      // Offline, a save fails at once with the "cannot be reached" message instead of waiting
      // unseen and firing later, when the person may have changed their mind: offline is read-only.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

// The query cache hears of a lost connection through the browser's events; a page opened while
// already offline gets no event, so it starts from what the browser knows (reads then wait with
// what was kept, instead of failing one by one).
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

/** The one cache of the running suite: the shell and every remote import it through the shared-ui singleton. */
export const queryClient = createQueryClient();
