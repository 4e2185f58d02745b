import { Component, Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import { Skeleton } from 'antd';
import { SectionUnavailable } from '@agrocadena/shared-ui';
import { loadRemotePage } from './remote-registry';

class RemoteErrorBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[shell] remote area failed', error);
  }
  override render() {
    return this.state.failed ? <SectionUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** Renders one exposed page of a remote, e.g. `account/EditUserPage`, inside the shell's layout. */
export function RemotePage({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(() => lazy(() => loadRemotePage(id, attempt > 0)), [id, attempt]);
  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} style={{ padding: 24 }} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
