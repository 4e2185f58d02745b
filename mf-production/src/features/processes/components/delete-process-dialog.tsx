import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Process } from '@agrocadena/contracts';
import { messageOf, usesOf, useToast } from '@agrocadena/shared-ui';
import { useDeleteProcess, useRetireProcess } from '../hooks/use-process-writes';
import { ConfirmDeleteDialog } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  process: Process | null;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before DELETE /processes/{id}/deleteProcess: the process is hidden, what ran from it keeps
 * it. A 409 IN_USE lists its orders not yet over and offers to retire it instead (docs/domain.md#in-use).
 */
export function DeleteProcessDialog({ process, onClose, onDeleted }: Props) {
  const { t } = useTranslation('production');
  const toast = useToast();
  const removal = useDeleteProcess();
  const retiring = useRetireProcess();
  const { reset } = removal;
  const { reset: resetRetire } = retiring;
  useEffect(() => {
    reset();
    resetRetire();
  }, [process, reset, resetRetire]);

  const done = (message: string) => () => {
    toast.success(message);
    onDeleted();
  };

  return (
    <ConfirmDeleteDialog
      open={Boolean(process)}
      title={t('processes.delete.title')}
      question={t('processes.delete.confirm', { name: process?.name ?? '' })}
      error={messageOf(retiring.error ?? removal.error)}
      uses={usesOf(removal.error)}
      onRetire={() => process && retiring.mutate(process._id, { onSuccess: done(t('processes.delete.retired')) })}
      retiring={retiring.isPending}
      deleting={removal.isPending}
      onConfirm={() => process && removal.mutate(process._id, { onSuccess: done(t('processes.delete.success')) })}
      onClose={onClose}
      testId="delete-process"
    />
  );
}
