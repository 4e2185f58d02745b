import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '../buttons/button';
import { Spin } from './spin';
import { useTranslation } from 'react-i18next';
import { LoadError } from './load-error';
import './on-demand.css';

interface BoundaryProps {
  children: ReactNode;
  failed: ReactNode;
}

/** What was fetched on demand and could not be (a weak connection) fails alone; the page around it stays. */
export class LoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.failed : this.props.children;
  }
}

/**
 * A lazy component made once (a second mount draws at once, with no loading flash) that can be
 * asked for again: React keeps a failed lazy component failed, so `retry` makes a new one, which
 * fetches the chunk anew.
 */
export function retryableLazy<P extends object>(load: () => Promise<ComponentType<P>>) {
  // Typed as what it draws: React's LazyExoticComponent adds ref typing the callers never use.
  const make = () => lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<P>;
  let current = make();
  return {
    current: () => current,
    renew: () => {
      current = make();
    },
  };
}

/** The current lazy component of `holder`, and a retry that renews it and draws again. */
export function useRetryableLazy<P extends object>(holder: ReturnType<typeof retryableLazy<P>>) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    holder.renew();
    setAttempt((n) => n + 1);
  };
  return { attempt, Lazy: holder.current(), retry };
}

/**
 * A component whose code (and the forms part of shared-ui and antd it uses) is fetched the first
 * time it is drawn: dialogs and forms, which a list's first paint does not need (issue 13). While
 * it comes a spinner covers the page; if it cannot come, a retry (and a close, when it has onClose).
 * Draw it only when it is open: drawing it is what fetches it. `preload()` fetches it ahead, when
 * the page knows it will soon be drawn (a save under way will end in its success dialog).
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> & { preload: () => void } {
  const holder = retryableLazy(load);
  function OnDemand(props: P) {
    const { t } = useTranslation('common');
    const { attempt, Lazy, retry } = useRetryableLazy(holder);
    const onClose = (props as { onClose?: unknown }).onClose;
    const failed = (
      <div className="ac-on-demand-failed" role="alert">
        <LoadError title={t('onDemand.loadFailed')} message={null} onRetry={retry} testId="on-demand-failed" />
        {typeof onClose === 'function' && <Button onClick={() => onClose()}>{t('actions.close')}</Button>}
      </div>
    );
    return (
      <LoadBoundary key={attempt} failed={failed}>
        <Suspense fallback={<Spin fullscreen aria-label={t('onDemand.loading')} data-testid="on-demand-loading" />}>
          <Lazy {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  // A failed fetch is not reported here: drawing it fetches again and shows the failure with its retry.
  return Object.assign(OnDemand, { preload: () => void load().catch(() => undefined) });
}
