import { useTranslation } from 'react-i18next';
import type { ExecutedActivity, ProductionOrder } from '@agrocadena/contracts';
import { useStartRun } from '../features/runs/hooks/use-run-writes';
import { RunDialog } from '../shared/components/run-dialog';
import { Typography, useToast } from '@agrocadena/shared-ui';

interface Props {
  order: ProductionOrder;
  /** The order's scheduled first run. */
  run: ExecutedActivity;
  onClose: () => void;
}

/**
 * Start a scheduled order (a real start, not a placeholder: docs/domain.md#decisions, item 7): asks
 * first, then starts its first run, whose reservation becomes consumption. A refusal (409
 * NOT_ENOUGH_PRODUCTS: the stock no longer covers it) shows the server's message and the dialog
 * stays open.
 */
export function StartOrderDialog({ order, run, onClose }: Props) {
  const { t } = useTranslation('production');
  const toast = useToast();
  const start = useStartRun();

  function confirm() {
    start.mutate(
      { executedActivityId: run._id },
      {
        onSuccess: () => {
          toast.success(t('orders.start.success'));
          onClose();
        },
      },
    );
  }

  return (
    <RunDialog
      open
      title={t('orders.start.title', { process: order.process.name })}
      error={start.error?.message ?? null}
      pending={start.isPending}
      okText={t('runs.actions.start')}
      onOk={confirm}
      onClose={onClose}
      testId="start-order"
    >
      <Typography.Paragraph>{t('orders.start.confirm', { process: order.process.name, activity: run.activity.name })}</Typography.Paragraph>
    </RunDialog>
  );
}
