import type { ReactNode } from 'react';
import { AntdProviders, theme } from '@agrocadena/shared-ui';

// The suite's theme with the shell's larger titles.
const shellTheme = {
  ...theme,
  token: { ...theme.token, fontSizeHeading1: 32 },
  components: {
    Tabs: { horizontalItemPadding: '12px 10px' },
  },
};

/**
 * antd's theme, locale and the suite's toasts around the pages built on antd: every layout but the
 * public one, and the remote pages the public layout shows. Loaded with the first such page, so
 * the landing page downloads no component library.
 */
export function AntdRoot({ children }: { children: ReactNode }) {
  return <AntdProviders theme={shellTheme}>{children}</AntdProviders>;
}
