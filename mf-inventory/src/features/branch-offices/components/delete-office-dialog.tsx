import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchOffice } from '@agrocadena/contracts';
import { messageOf, useToast } from '@agrocadena/shared-ui';
import { useDeleteBranchOffice } from '../hooks/use-branch-office-writes';
import { ConfirmDeleteDialog } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  office: BranchOffice | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before DELETE /branchOffices/{id}; a refusal is shown in the dialog (docs/domain.md#screens). */
export function DeleteOfficeDialog({ office, onClose, onDeleted }: Props) {
  const { t } = useTranslation(['inventory', 'common']);
  const toast = useToast();
  const removal = useDeleteBranchOffice();
  const { reset } = removal;
  // Another office asked about: the last refusal is not its business.
  useEffect(() => reset(), [office, reset]);

  function confirm() {
    if (!office) return;
    removal.mutate(office._id, {
      onSuccess: () => {
        toast.success(t('inventory:branchOffices.delete.success'));
        onDeleted();
      },
    });
  }
  return (
    <ConfirmDeleteDialog
      open={Boolean(office)}
      title={t('inventory:branchOffices.delete.title')}
      question={t('inventory:branchOffices.delete.confirm', { name: office?.name ?? '' })}
      error={messageOf(removal.error)}
      deleting={removal.isPending}
      onConfirm={confirm}
      onClose={onClose}
      testId="delete-office"
    />
  );
}
