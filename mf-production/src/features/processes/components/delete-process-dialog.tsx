import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Process } from '@agrocadena/contracts';
import { messageOf, useToast } from '@agrocadena/shared-ui';
import { useDeleteProcess } from '../hooks/use-process-writes';
import { ConfirmDeleteDialog } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  process: Process | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before DELETE /processes/{id}/deleteProcess: the process is hidden, what ran from it keeps it. */
export function DeleteProcessDialog({ process, onClose, onDeleted }: Props) {
  const { t } = useTranslation('production');
  const toast = useToast();
  const removal = useDeleteProcess();
  const { reset } = removal;
  useEffect(() => reset(), [process, reset]);

  return (
    <ConfirmDeleteDialog
      open={Boolean(process)}
      title={t('processes.delete.title')}
      question={t('processes.delete.confirm', { name: process?.name ?? '' })}
      error={messageOf(removal.error)}
      deleting={removal.isPending}
      onConfirm={() =>
        process &&
        removal.mutate(process._id, {
          onSuccess: () => {
            toast.success(t('processes.delete.success'));
            onDeleted();
          },
        })
      }
      onClose={onClose}
      testId="delete-process"
    />
  );
}
