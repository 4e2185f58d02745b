import { useEffect } from 'react';
import { Alert, App, Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@agrocadena/contracts';
import { messageOf } from '@agrocadena/shared-ui';
import { useDeleteActivity } from '../hooks/use-activity-writes';

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
  const { t } = useTranslation(['production', 'common']);
  const { message } = App.useApp();
  const removal = useDeleteActivity();
  const { reset } = removal;
  // Another activity asked about: the last refusal is not its business.
  useEffect(() => reset(), [activity, reset]);

  function confirm() {
    if (!activity) return;
    removal.mutate(activity._id, {
      onSuccess: () => {
        void message.success(t('production:activities.delete.success'));
        onDeleted();
      },
    });
  }
  const error = messageOf(removal.error);
  const processes = removal.error?.code === 'ACTIVITY_IN_PROCESS' ? ((removal.error.data as UsingProcess[] | null) ?? []) : [];

  return (
    <Modal
      open={Boolean(activity)}
      title={t('production:activities.delete.title')}
      onCancel={onClose}
      onOk={confirm}
      okText={t('common:actions.delete')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger: true, disabled: processes.length > 0, 'data-testid': 'delete-activity-confirm' } as ButtonProps}
      confirmLoading={removal.isPending}
      data-testid="delete-activity-dialog"
    >
      <Typography.Paragraph>{t('production:activities.delete.confirm', { name: activity?.name ?? '' })}</Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          description={
            processes.length > 0 && (
              <>
                {t('production:activities.delete.usedBy')}
                <ul data-testid="delete-activity-processes">
                  {processes.map((process) => (
                    <li key={process._id}>{process.name}</li>
                  ))}
                </ul>
              </>
            )
          }
          data-testid="delete-activity-error"
        />
      )}
    </Modal>
  );
}
