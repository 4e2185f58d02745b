import type { ReactNode } from 'react';
import { ConfigProvider, App as AntApp } from 'antd';
import esES from 'antd/locale/es_ES';
import enUS from 'antd/locale/en_US';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { useLanguageStore } from '../i18n/language-store';

export const theme = {
  token: {
    colorPrimary: '#2f7d32',
    colorLink: '#2f7d32',
    borderRadius: 8,
    fontSize: 15,
  },
};

/** antd theme and locale + i18next, following the chosen language. Wraps the shell and every dev harness. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguageStore((s) => s.language);
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={language === 'en' ? enUS : esES} theme={theme}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </I18nextProvider>
  );
}
