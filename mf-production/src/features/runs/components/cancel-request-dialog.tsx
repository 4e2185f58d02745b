import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity } from '@agrocadena/contracts';
import { personName, Typography, useToast } from '@agrocadena/shared-ui';
import { useCancelRunRequest } from '../hooks/use-run-writes';
import { RunDialog } from '../../../shared/components/run-dialog';

interface Props {
  run: ExecutedActivity & { request: string };
  onClose: () => void;
}

/** Cancel the request of an outsourced run (docs/domain.md#outsourcing): are you sure, then POST /cancelRequest; the run is aborted with it. */
export function CancelRequestDialog({ run, onClose }: Props) {
  const { t } = useTranslation('production');
  const toast = useToast();
  const cancel = useCancelRunRequest();
  const [error, setError] = useState<string | null>(null);

  function confirm() {
    setError(null);
    cancel.mutate(
      { requestId: run.request },
      {
        onSuccess: () => {
          toast.success(t('outsourcedRuns.cancel.success'));
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <RunDialog
      open
      title={t('outsourcedRuns.cancel.title')}
      error={error}
      pending={cancel.isPending}
      okText={t('outsourcedRuns.cancel.confirm')}
      onOk={confirm}
      onClose={onClose}
      danger
      testId="cancel-request"
    >
      <Typography.Paragraph data-testid="cancel-request-question">
        {t('outsourcedRuns.cancel.question', { name: run.activity.name, provider: run.provider ? personName(run.provider) : '' })}
      </Typography.Paragraph>
    </RunDialog>
  );
}
