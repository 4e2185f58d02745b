import { useEffect, useState } from 'react';
import { Alert, App, Modal, Typography, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BranchOffice } from '@agrocadena/contracts';
import { deleteBranchOffice } from '../api/branch-offices-api';

interface Props {
  office: BranchOffice | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before DELETE /branchOffices/{id}; a refusal is shown in the dialog (spec §8). */
export function DeleteOfficeDialog({ office, onClose, onDeleted }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const { message } = App.useApp();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setError(null), [office]);

  async function confirm() {
    if (!office) return;
    setDeleting(true);
    setError(null);
    const result = await deleteBranchOffice(office._id);
    setDeleting(false);
    if (!result.success) {
      setError(result.message);
      return;
    }
    void message.success(t('inventory:branchOffices.delete.success'));
    onDeleted();
  }

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
