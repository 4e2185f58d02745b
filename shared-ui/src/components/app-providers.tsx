import { useEffect, useRef, type ReactNode } from 'react';
import { ConfigProvider, App as AntApp } from 'antd';
import esES from 'antd/locale/es_ES';
import enUS from 'antd/locale/en_US';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { i18n } from '../i18n/i18n';
import { useLanguageStore } from '../i18n/language-store';
import { useSessionStore } from '../session/session-store';
import { queryClient as suiteQueryClient } from '../data/query-client';
import { forgetPersistedCache, persistedCacheOptions } from '../data/persisted-cache';
import './touch-targets.css';
import './phone-fit.css';

export const theme = {
  token: {
    colorPrimary: '#2f7d32',
    colorLink: '#2f7d32',
    borderRadius: 8,
    fontSize: 15,
    // Touch targets of 44 px at least (buttons, inputs, selects, pagers): the suite is used on phones in the field.
    controlHeight: 44,
    controlHeightLG: 48,
  },
};

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

/** antd theme and locale, i18next and the query cache, following the chosen language. Wraps the shell and every dev harness. */
export function AppProviders({ children, queryClient = suiteQueryClient }: Props) {
  const language = useLanguageStore((s) => s.language);
  useCacheClearedOnUserChange(queryClient);
  const content = (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={language === 'en' ? enUS : esES} theme={theme}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
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
