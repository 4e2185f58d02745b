import { useEffect, useRef } from 'react';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import { useTranslation } from 'react-i18next';
import type { Lot } from '@agrocadena/contracts';
import { Button, Typography } from '@agrocadena/shared-ui';
import { TraceSection } from './trace-section';

interface Props {
  lot: Lot;
  onClose: () => void;
}

/** A lot's trace both ways, under the list: where its goods came from, and where they went. */
export function LotTracePanel({ lot, onClose }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const panel = useRef<HTMLElement>(null);
  // Chosen from a long list, the panel would open out of sight on a phone. A body, not an arrow's
  // value: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'start' });
  }, [lot._id]);
  return (
    <section ref={panel} className="inv-trace-panel" aria-label={t('lots.trace.title', { code: lot.code })} data-testid="lot-trace">
      <div className="inv-trace-panel__head">
        <Typography.Title level={4}>{t('lots.trace.title', { code: lot.code })}</Typography.Title>
        <Button icon={<CloseOutlined />} onClick={onClose} data-testid="lot-trace-close">
          {t('common:actions.close')}
        </Button>
      </div>
      <TraceSection key={`backward-${lot._id}`} lotId={lot._id} direction="backward" />
      <TraceSection key={`forward-${lot._id}`} lotId={lot._id} direction="forward" />
    </section>
  );
}
