import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { CoreProviders } from './core-providers';
import { AntdProviders } from './antd-providers';

interface Props {
  children: ReactNode;
  /** Tests pass a fresh cache per render; the suite shares one. */
  queryClient?: QueryClient;
}

/** Everything a page of antd needs: the core providers and antd's theme and locale. Wraps every dev harness and test. */
export function AppProviders({ children, queryClient }: Props) {
  return (
    <CoreProviders queryClient={queryClient}>
      <AntdProviders>{children}</AntdProviders>
    </CoreProviders>
  );
}
