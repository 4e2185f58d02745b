import { App, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Activity, SimpleProduct } from '@agrocadena/contracts';
import { activityToFormValues } from '../rules/activity-form';
import { ActivityForm } from './activity-form';

interface Props {
  activity: Activity | null;
  userId: string;
  products: readonly SimpleProduct[];
  onClose: () => void;
}

/** The create form, filled in, in a dialog: PUT /activities/{id}/update. */
export function EditActivityDialog({ activity, userId, products, onClose }: Props) {
  const { t } = useTranslation('production');
  const { message } = App.useApp();
  return (
    <Modal
      open={Boolean(activity)}
      title={t('activities.edit.title')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="edit-activity-dialog"
    >
      {activity && (
        <ActivityForm
          userId={userId}
          products={products}
          activity={activity}
          initialValues={activityToFormValues(activity)}
          goBack="userActivities"
          onSaved={() => {
            void message.success(t('activities.edit.success'));
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
