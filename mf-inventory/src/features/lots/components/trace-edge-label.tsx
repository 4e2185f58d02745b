import ArrowDownOutlined from '@ant-design/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/ArrowUpOutlined';
import { useTranslation } from 'react-i18next';
import type { TraceDirection, TraceEdge } from '@agrocadena/contracts';
import { formatAmount, personName } from '@agrocadena/shared-ui';

interface Props {
  edge: TraceEdge;
  direction: TraceDirection;
}

/**
 * The goods between a card and the one above it: how much, the day, and what carried them (the run
 * that made the lot, the kind of request, the transport's carrier). The arrow points the way they went.
 */
export function TraceEdgeLabel({ edge, direction }: Props) {
  const { t, i18n } = useTranslation(['inventory', 'common']);
  const carried = [
    edge.run && t('lots.trace.byRun', { activity: edge.run.activity }),
    edge.request && t(`lots.trace.kinds.${edge.request.kind}`),
    edge.transport && t('lots.trace.carriedBy', { carrier: personName(edge.transport.carrier) || t('common:unnamedUser') }),
  ].filter(Boolean);
  const what = [`${formatAmount(edge.amount, i18n.language)} ${edge.unitMeasure}`, edge.day, ...carried].join(' · ');
  return (
    <div className="inv-trace-edge" data-testid="trace-edge">
      {direction === 'forward' ? <ArrowDownOutlined aria-hidden /> : <ArrowUpOutlined aria-hidden />}
      <span>{what}</span>
    </div>
  );
}
