import { useTranslation } from 'react-i18next';
import type { TraceDirection } from '@agrocadena/contracts';
import { LIMITS } from '@agrocadena/contracts/core';
import { Alert, LoadError, Skeleton, Typography } from '@agrocadena/shared-ui';
import { useLotTrace } from '../hooks/use-lot-trace';
import { TraceTreeView } from './trace-tree-view';

interface Props {
  lotId: string;
  direction: TraceDirection;
}

/** "Where did it come from?" or "Where did it go?": the lot's trace one way, as a tree, or why there is none. */
export function TraceSection({ lotId, direction }: Props) {
  const { t } = useTranslation('inventory');
  const trace = useLotTrace(lotId, direction);
  let body;
  if (trace.loading) body = <Skeleton rows={3} />;
  else if (trace.error)
    body = <LoadError title={t('lots.trace.loadError')} message={trace.error} onRetry={trace.reload} testId={`trace-error-${direction}`} />;
  else if (!trace.tree || trace.tree.children.length === 0)
    body = (
      <Typography.Paragraph type="secondary" data-testid={`trace-empty-${direction}`}>
        {t(`lots.trace.empty.${direction}`)}
      </Typography.Paragraph>
    );
  else body = <TraceTreeView tree={trace.tree} direction={direction} />;
  return (
    <section className="inv-trace-section" data-testid={`trace-section-${direction}`}>
      <Typography.Title level={5}>{t(`lots.trace.${direction}`)}</Typography.Title>
      {trace.truncated && (
        <Alert type="warning" showIcon title={t('lots.trace.truncated', { count: LIMITS.traceNodes })} data-testid={`trace-truncated-${direction}`} />
      )}
      {body}
    </section>
  );
}
