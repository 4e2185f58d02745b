import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** Retries only what may pass on a second try: a lost connection or a server error, not a 4xx. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * The suite's query cache. On a weak rural connection, what was read is shown at once and read
 * again in the background; a window regaining focus does not refetch everything (mobile data).
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: retry ? shouldRetry : false,
        // A lost connection is retried when it comes back instead of being reported at once.
        networkMode: 'online',
      },
      mutations: { retry: false },
    },
  });
}

/** The one cache of the running suite: the shell and every remote import it through the shared-ui singleton. */
export const queryClient = createQueryClient();
