import { useTranslation } from 'react-i18next';
import type { Activity } from '@agrocadena/contracts';
import { useMyProducts } from '../hooks/use-my-products';
import { activityToFormValues } from '../rules/activity-form';
import { ActivityForm } from './activity-form';
import { Modal } from '@agrocadena/shared-ui/antd-forms';
import { useToast } from '@agrocadena/shared-ui';

interface Props {
  activity: Activity | null;
  userId: string;
  onClose: () => void;
}

/** The create form, filled in, in a dialog: PUT /activities/{id}/update. */
export function EditActivityDialog({ activity, userId, onClose }: Props) {
  const { t } = useTranslation('production');
  const toast = useToast();
  // The chooser needs them; read once a first activity is edited.
  const { products } = useMyProducts(activity ? userId : undefined);
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
            toast.success(t('activities.edit.success'));
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
