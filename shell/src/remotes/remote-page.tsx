import { Component, Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { SectionNotInVersion, SectionUnavailable, Skeleton, useSessionStore } from '@agrocadena/shared-ui';
import { openRemotePage } from './open-early';
import { useCacheReadySignal } from './cache-ready';
import { isRemoteIncompatible, isRemotePageMissing } from './remote-errors';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  /** Where "not in this version" sends the user: their home, or the landing for a visitor. */
  homePath: string;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('remote failed') };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[shell] remote area failed', error);
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A page this version does not offer stays missing however often one retries; so does a remote
    // released against another major of shared-ui or the contract (until one side is redeployed).
    if (isRemotePageMissing(error)) return <SectionNotInVersion homePath={this.props.homePath} />;
    return <SectionUnavailable onRetry={isRemoteIncompatible(error) ? undefined : this.props.onRetry} />;
  }
}

/** Renders one exposed page of a remote, e.g. `account/EditUserPage`, inside the shell's layout. */
export function RemotePage({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const loggedIn = useSessionStore((s) => !!s.user);
  // Where the page was opened (its first reads are filled from it); a change of its parameters
  // alone does not load it again.
  const { pathname } = useLocation();
  const [openedAt] = useState(pathname);
  const client = useQueryClient();
  // The page's first reads, started with its code, land in the query cache once it is restored.
  useCacheReadySignal();
  const Page = useMemo(() => lazy(() => openRemotePage(id, openedAt, attempt > 0, client)), [id, openedAt, attempt, client]);
  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} onRetry={() => setAttempt((n) => n + 1)} homePath={loggedIn ? '/home' : '/'}>
      <Suspense
        fallback={
          <div className="remote-loading" data-testid="remote-loading">
            <Skeleton rows={6} />
          </div>
        }
      >
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
