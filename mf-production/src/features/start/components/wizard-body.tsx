import type { ReactNode } from 'react';
import { LinkButton, LoadError, Skeleton, Alert } from '@agrocadena/shared-ui';

interface Props {
  /** No activity or process named in the URL: where to choose one. */
  missing: { text: string; to: string; label: string } | null;
  loadError: { title: string; message: string; onRetry: () => void } | null;
  ready: boolean;
  children: ReactNode;
}

/** A wizard once what it starts is named and read; until then why not, or a placeholder while reading. */
export function WizardBody({ missing, loadError, ready, children }: Props) {
  if (missing)
    return (
      <Alert
        type="info"
        showIcon
        title={missing.text}
        action={<LinkButton to={missing.to}>{missing.label}</LinkButton>}
        data-testid="start-missing"
      />
    );
  if (loadError) return <LoadError title={loadError.title} message={loadError.message} onRetry={loadError.onRetry} testId="start-load-error" />;
  return ready ? <>{children}</> : <Skeleton />;
}
