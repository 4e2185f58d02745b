import { useEffect, useRef, type ReactNode } from 'react';
import { ConfigProvider, App as AntApp } from 'antd';
import esES from 'antd/locale/es_ES';
import enUS from 'antd/locale/en_US';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { i18n } from '../i18n/i18n';
import { useLanguageStore } from '../i18n/language-store';
import { useSessionStore } from '../session/session-store';
import { queryClient as suiteQueryClient } from '../data/query-client';

export const theme = {
  token: {
    colorPrimary: '#2f7d32',
    colorLink: '#2f7d32',
    borderRadius: 8,
    fontSize: 15,
  },
};

/** What one user read is never shown to the next one who logs in on the same phone. */
function useCacheClearedOnUserChange(client: QueryClient) {
  const userId = useSessionStore((s) => s.user?._id ?? null);
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== userId) client.clear();
    previous.current = userId;
  }, [client, userId]);
}

interface Props {
  children: ReactNode;
  /** Tests pass a fresh cache per render; the suite shares one. */
  queryClient?: QueryClient;
}

/** antd theme and locale, i18next and the query cache, following the chosen language. Wraps the shell and every dev harness. */
export function AppProviders({ children, queryClient = suiteQueryClient }: Props) {
  const language = useLanguageStore((s) => s.language);
  useCacheClearedOnUserChange(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={language === 'en' ? enUS : esES} theme={theme}>
          <AntApp>{children}</AntApp>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
