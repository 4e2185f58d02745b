import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { CoreProviders } from './core-providers';
import { PageRoot } from '../layout/page-root';

interface Props {
  children: ReactNode;
  /** Tests pass a fresh cache per render; the suite shares one. */
  queryClient?: QueryClient;
}

/** Everything a logged-in page needs around it: the core providers and the page's box with its toasts. Wraps every dev harness and test. */
export function AppProviders({ children, queryClient }: Props) {
  return (
    <CoreProviders queryClient={queryClient}>
      <PageRoot>{children}</PageRoot>
    </CoreProviders>
  );
}
