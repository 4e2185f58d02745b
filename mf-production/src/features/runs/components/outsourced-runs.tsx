import { useState } from 'react';
import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { Inline, RowAction } from '@agrocadena/shared-ui';
import { canCancelRequest } from '../rules/outsourced';
import { CancelRequestDialog } from './cancel-request-dialog';
import { RunDetailsDialog } from './run-details-dialog';

/**
 * The options of outsourced runs in a list (docs/domain.md#outsourcing): a provider moves them
 * through their request, so only their details — and, not yet under way, their request's
 * cancellation. `options` renders a row's buttons; `element` is where their dialogs show.
 */
export function useOutsourcedRuns() {
  const { t } = useTranslation(['production', 'common']);
  const [shown, setShown] = useState<ExecutedActivity | null>(null);
  const [cancelling, setCancelling] = useState<(ExecutedActivity & { request: string }) | null>(null);

  const options = (run: ExecutedActivity) => (
    <Inline gap={0} wrap={false}>
      <RowAction label={t('common:actions.details')} icon={<EyeOutlined />} onClick={() => setShown(run)} testId="run-details" />
      {canCancelRequest(run) && (
        <RowAction
          label={t('production:outsourcedRuns.cancel.action')}
          icon={<CloseCircleOutlined />}
          onClick={() => setCancelling(run)}
          testId="run-cancel-request"
          danger
        />
      )}
    </Inline>
  );

  const element = (
    <>
      {shown && <RunDetailsDialog key={shown._id} run={shown} onClose={() => setShown(null)} />}
      {cancelling && <CancelRequestDialog key={cancelling._id} run={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );

  return { options, element };
}
