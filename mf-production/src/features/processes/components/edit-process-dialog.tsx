import { useTranslation } from 'react-i18next';
import type { Process } from '@agrocadena/contracts';
import { useMyActivities } from '../hooks/use-my-activities';
import { ProcessForm } from './process-form';
import { Modal } from '@agrocadena/shared-ui/antd-forms';
import { useToast } from '@agrocadena/shared-ui';

interface Props {
  process: Process | null;
  userId: string;
  onClose: () => void;
}

/** The create form, filled in, in a dialog: PUT /processes/{id}/update. */
export function EditProcessDialog({ process, userId, onClose }: Props) {
  const { t } = useTranslation('production');
  const toast = useToast();
  // The picker needs them; read once a first process is edited.
  const { activities } = useMyActivities(process ? userId : undefined);
  return (
    <Modal
      open={Boolean(process)}
      title={t('processes.edit.title')}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="edit-process-dialog"
    >
      {process && (
        <ProcessForm
          userId={userId}
          activities={activities}
          process={process}
          onSaved={() => {
            toast.success(t('processes.edit.success'));
            onClose();
          }}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
