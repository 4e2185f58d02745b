import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@agrocadena/contracts';
import { messageOf, usesOf, useToast } from '@agrocadena/shared-ui';
import { useDeleteActivity, useRetireActivity } from '../hooks/use-activity-writes';
import { ConfirmDeleteDialog } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  activity: Activity | null;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Asks before DELETE /activities/{id}/deleteActivity. A refusal shows in the dialog; a 409 IN_USE
 * lists what uses the activity and offers to retire it instead (docs/domain.md#in-use).
 */
export function DeleteActivityDialog({ activity, onClose, onDeleted }: Props) {
  const { t } = useTranslation('production');
  const toast = useToast();
  const removal = useDeleteActivity();
  const retiring = useRetireActivity();
  const { reset } = removal;
  const { reset: resetRetire } = retiring;
  // Another activity asked about: the last refusal is not its business.
  useEffect(() => {
    reset();
    resetRetire();
  }, [activity, reset, resetRetire]);

  const done = (message: string) => () => {
    toast.success(message);
    onDeleted();
  };
  const failure = retiring.error ?? removal.error;

  return (
    <ConfirmDeleteDialog
      open={Boolean(activity)}
      title={t('activities.delete.title')}
      question={t('activities.delete.confirm', { name: activity?.name ?? '' })}
      error={messageOf(failure)}
      uses={usesOf(removal.error)}
      onRetire={() => activity && retiring.mutate(activity._id, { onSuccess: done(t('activities.delete.retired')) })}
      retiring={retiring.isPending}
      deleting={removal.isPending}
      onConfirm={() => activity && removal.mutate(activity._id, { onSuccess: done(t('activities.delete.success')) })}
      onClose={onClose}
      testId="delete-activity"
    />
  );
}
