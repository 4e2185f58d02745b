import { Component, lazy, Suspense, type ReactNode } from 'react';

const ExpiringLotsCard = lazy(() => import('./expiring-lots-card').then((module) => ({ default: module.ExpiringLotsCard })));

/** A card that could not come (a weak connection) is left out: the rest of the home page stands. */
class LeftOutOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The expiring lots card, its code (and the contract's rules it reads) fetched after the home page's first paint. */
export function LazyExpiringLotsCard() {
  return (
    <LeftOutOnFailure>
      <Suspense fallback={null}>
        <ExpiringLotsCard />
      </Suspense>
    </LeftOutOnFailure>
  );
}
