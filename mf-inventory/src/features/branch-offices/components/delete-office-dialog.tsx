import { useEffect } from 'react';
import { Alert, App, Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BranchOffice } from '@agrocadena/contracts';
import { messageOf } from '@agrocadena/shared-ui';
import { useDeleteBranchOffice } from '../hooks/use-branch-office-writes';

interface Props {
  office: BranchOffice | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before DELETE /branchOffices/{id}; a refusal is shown in the dialog (spec §8). */
export function DeleteOfficeDialog({ office, onClose, onDeleted }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const { message } = App.useApp();
  const removal = useDeleteBranchOffice();
  const { reset } = removal;
  // Another office asked about: the last refusal is not its business.
  useEffect(() => reset(), [office, reset]);

  function confirm() {
    if (!office) return;
    removal.mutate(office._id, {
      onSuccess: () => {
        void message.success(t('inventory:branchOffices.delete.success'));
        onDeleted();
      },
    });
  }
  const error = messageOf(removal.error);
  const deleting = removal.isPending;

  return (
    <Modal
      open={Boolean(office)}
      title={t('inventory:branchOffices.delete.title')}
      onCancel={onClose}
      onOk={confirm}
      okText={t('common:actions.delete')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'delete-office-confirm' } as ButtonProps}
      confirmLoading={deleting}
      data-testid="delete-office-dialog"
    >
      <Typography.Paragraph>{t('inventory:branchOffices.delete.confirm', { name: office?.name ?? '' })}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} data-testid="delete-office-error" />}
    </Modal>
  );
}
