import { useTranslation } from 'react-i18next';
import type { Service, UserType } from '@agrocadena/contracts';
import { ServiceForm } from './service-form';
import { Modal } from '@agrocadena/shared-ui/antd-forms';
import { useToast } from '@agrocadena/shared-ui';

interface Props {
  service: Service | null;
  userId: string;
  userType: UserType;
  onClose: () => void;
}

/** The create form, filled in, in a dialog: PUT /services/{id}/update, and a new picture if one is chosen. */
export function EditServiceDialog({ service, userId, userType, onClose }: Props) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  return (
    <Modal
      open={Boolean(service)}
      title={t('services.edit.title')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {service && (
        <ServiceForm
          userId={userId}
          userType={userType}
          service={service}
          onSaved={() => {
            toast.success(t('services.edit.success'));
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
