import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { useStartRun } from '../hooks/use-run-writes';
import { RunDialog } from '../../../shared/components/run-dialog';
import { expiredLotsOf, useExpiredLotsConfirmation } from '../../../shared/hooks/use-expired-lots-confirmation';
import { Typography, useToast } from '@agrocadena/shared-ui';

interface Props {
  /** The scheduled run to start. */
  run: ExecutedActivity;
  title: string;
  /** What starting it does, asked as a question. */
  question: string;
  /** The toast once it started. */
  started: string;
  testId: string;
  onClose: () => void;
}

/**
 * Start a scheduled run, an order's first one or a lone activity's, after asking: its reservation
 * becomes consumption, which cannot be undone (a real start, docs/domain.md#decisions, item 7). A
 * refusal (409 NOT_ENOUGH_PRODUCTS: the stock no longer covers it) shows the server's message and
 * the dialog stays open. Inputs held in lots that have since expired are confirmed first, then the
 * start is sent again taking them (409 LOT_EXPIRED, docs/domain.md#lots).
 */
export function StartRunDialog({ run, title, question, started, testId, onClose }: Props) {
  const { t } = useTranslation('production');
  const toast = useToast();
  const start = useStartRun();
  const expired = useExpiredLotsConfirmation();

  function confirm(takeExpired?: true) {
    start.mutate(
      { executedActivityId: run._id, ...(takeExpired ? { takeExpired } : {}) },
      {
        onSuccess: () => {
          toast.success(started);
          onClose();
        },
        onError: (failure) => {
          expired.ask(failure, () => confirm(true));
        },
      },
    );
  }

  return (
    <RunDialog
      open
      title={title}
      error={start.error && expiredLotsOf(start.error) === null ? start.error.message : null}
      pending={start.isPending}
      okText={t('runs.actions.start')}
      onOk={() => confirm()}
      onClose={onClose}
      testId={testId}
    >
      <Typography.Paragraph>{question}</Typography.Paragraph>
      {expired.dialog}
    </RunDialog>
  );
}
