import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@agrocadena/contracts';
import { messageOf, useToast } from '@agrocadena/shared-ui';
import { useDeleteActivity } from '../hooks/use-activity-writes';
import { ConfirmDeleteDialog } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  activity: Activity | null;
  onClose: () => void;
  onDeleted: () => void;
}

interface UsingProcess {
  _id: string;
  name: string;
}

/**
 * Asks before DELETE /activities/{id}/deleteActivity. A refusal shows in the dialog; a 409
 * ACTIVITY_IN_PROCESS lists the processes that use the activity.
 */
export function DeleteActivityDialog({ activity, onClose, onDeleted }: Props) {
  const { t } = useTranslation('production');
  const toast = useToast();
  const removal = useDeleteActivity();
  const { reset } = removal;
  // Another activity asked about: the last refusal is not its business.
  useEffect(() => reset(), [activity, reset]);

  function confirm() {
    if (!activity) return;
    removal.mutate(activity._id, {
      onSuccess: () => {
        toast.success(t('activities.delete.success'));
        onDeleted();
      },
    });
  }
  const processes = removal.error?.code === 'ACTIVITY_IN_PROCESS' ? ((removal.error.data as UsingProcess[] | null) ?? []) : [];

  return (
    <ConfirmDeleteDialog
      open={Boolean(activity)}
      title={t('activities.delete.title')}
      question={t('activities.delete.confirm', { name: activity?.name ?? '' })}
      error={messageOf(removal.error)}
      errorDetails={
        processes.length > 0 && (
          <>
            {t('activities.delete.usedBy')}
            <ul data-testid="delete-activity-processes">
              {processes.map((process) => (
                <li key={process._id}>{process.name}</li>
              ))}
            </ul>
          </>
        )
      }
      blocked={processes.length > 0}
      deleting={removal.isPending}
      onConfirm={confirm}
      onClose={onClose}
      testId="delete-activity"
    />
  );
}
