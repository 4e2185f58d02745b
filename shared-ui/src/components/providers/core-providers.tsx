import { useEffect, useRef, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { i18n } from '../../i18n/i18n';
import { useSessionStore } from '../../session/session-store';
import { queryClient as suiteQueryClient } from '../../data/query-client';
import { forgetPersistedCache, persistedCacheOptions } from '../../data/persisted-cache';

/** What one user read is never shown to the next one who logs in on the same phone. */
function useCacheClearedOnUserChange(client: QueryClient) {
  const userId = useSessionStore((s) => s.user?._id ?? null);
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== userId) {
      client.clear();
      forgetPersistedCache();
    }
    previous.current = userId;
  }, [client, userId]);
}

// The suite's cache is kept in the browser's storage (a lost connection still shows the last lists
// opened); a test's own cache is not.
const persistence = persistedCacheOptions();

interface Props {
  children: ReactNode;
  /** Tests pass a fresh cache per render; the suite shares one. */
  queryClient?: QueryClient;
}

/** i18next and the query cache: what every page needs, the public ones included (no antd here). */
export function CoreProviders({ children, queryClient = suiteQueryClient }: Props) {
  useCacheClearedOnUserChange(queryClient);
  const content = <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  if (persistence && queryClient === suiteQueryClient) {
    return (
      // What was kept shows at once and is read again (a page loaded anew wants today's figures);
      // offline, those reads wait and what was kept stays.
      <PersistQueryClientProvider client={queryClient} persistOptions={persistence} onSuccess={() => void queryClient.invalidateQueries()}>
        {content}
      </PersistQueryClientProvider>
    );
  }
  return <QueryClientProvider client={queryClient}>{content}</QueryClientProvider>;
}
