import { useTranslation } from 'react-i18next';
import type { BranchOffice } from '@agrocadena/contracts';
import { BranchOfficeForm } from './branch-office-form';
import { Modal } from '@agrocadena/shared-ui/antd-forms';
import { useToast } from '@agrocadena/shared-ui';

interface Props {
  office: BranchOffice | null;
  userId: string;
  onClose: () => void;
  onSaved: () => void;
}

/** The create form, filled in, in a dialog: PUT /branchOffices/{id}. */
export function EditOfficeDialog({ office, userId, onClose, onSaved }: Props) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  return (
    <Modal
      open={Boolean(office)}
      title={t('branchOffices.edit.title')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="edit-office-dialog"
    >
      {office && (
        <BranchOfficeForm
          userId={userId}
          office={office}
          onSaved={() => {
            toast.success(t('branchOffices.edit.success'));
            onSaved();
          }}
          onCancel={onClose}
          mapHeight={300}
        />
      )}
    </Modal>
  );
}
