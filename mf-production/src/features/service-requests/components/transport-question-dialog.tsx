import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RunDialog } from '../../../shared/components/run-dialog';
import { useRequestReady } from '../hooks/use-request-writes';
import { transportPathFor } from '../rules/transport-path';
import { Typography } from '@agrocadena/shared-ui';

interface Props {
  /** The production request the completed run carried out. */
  requestId: string;
  onClose: () => void;
}

/**
 * After a production request's run completes (docs/domain.md#production-requests): a run of no
 * order that carried out a request is complete, and its outputs wait for delivery. Either answer
 * first updates the request's state; yes then goes on to ask a carrier for them, no stays on the
 * list. Closing the dialog answers no.
 */
export function TransportQuestionDialog({ requestId, onClose }: Props) {
  const { t } = useTranslation('production');
  const navigate = useNavigate();
  const ready = useRequestReady();
  const [error, setError] = useState<string | null>(null);

  function answer(transport: boolean) {
    if (ready.isPending) return;
    setError(null);
    ready.mutate(
      { requestId },
      {
        onSuccess: () => (transport ? navigate(transportPathFor(requestId)) : onClose()),
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <RunDialog
      open
      title={t('serviceRequests.transport.title')}
      error={error}
      pending={ready.isPending}
      okText={t('serviceRequests.transport.yes')}
      onOk={() => answer(true)}
      onClose={() => answer(false)}
      back={{ label: t('serviceRequests.transport.no'), onClick: () => answer(false) }}
      testId="transport-question"
    >
      <Typography.Paragraph>{t('serviceRequests.transport.text')}</Typography.Paragraph>
    </RunDialog>
  );
}
