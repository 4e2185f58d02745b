import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { useStartRun } from '../hooks/use-run-writes';
import { RunDialog } from '../../../shared/components/run-dialog';
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
 * the dialog stays open.
 */
export function StartRunDialog({ run, title, question, started, testId, onClose }: Props) {
  const { t } = useTranslation('production');
  const toast = useToast();
  const start = useStartRun();

  function confirm() {
    start.mutate(
      { executedActivityId: run._id },
      {
        onSuccess: () => {
          toast.success(started);
          onClose();
        },
      },
    );
  }

  return (
    <RunDialog
      open
      title={title}
      error={start.error?.message ?? null}
      pending={start.isPending}
      okText={t('runs.actions.start')}
      onOk={confirm}
      onClose={onClose}
      testId={testId}
    >
      <Typography.Paragraph>{question}</Typography.Paragraph>
    </RunDialog>
  );
}
