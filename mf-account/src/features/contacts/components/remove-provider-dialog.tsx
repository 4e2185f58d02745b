import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '@agrocadena/contracts';
import { messageOf, personName, useToast } from '@agrocadena/shared-ui';
import { useRemoveProvider } from '../hooks/use-remove-provider';
import { ConfirmDeleteDialog } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  userId: string;
  /** The provider asked about; null: closed. */
  provider: Contact | null;
  onClose: () => void;
}

/** Asks before POST /users/{id}/removeProvider; a refusal shows in the dialog, which stays open. */
export function RemoveProviderDialog({ userId, provider, onClose }: Props) {
  const { t } = useTranslation('account');
  const toast = useToast();
  const removal = useRemoveProvider(userId);
  const { reset } = removal;
  // Another provider asked about: the last refusal is not theirs.
  useEffect(() => reset(), [provider, reset]);
  const name = provider ? personName(provider) : '';

  function confirm() {
    if (!provider) return;
    removal.mutate(provider._id, {
      onSuccess: () => {
        toast.success(t('contacts.providers.removed', { name }));
        onClose();
      },
    });
  }

  return (
    <ConfirmDeleteDialog
      open={Boolean(provider)}
      title={t('contacts.providers.removeTitle')}
      question={t('contacts.providers.removeConfirm', { name })}
      error={messageOf(removal.error)}
      deleting={removal.isPending}
      onConfirm={confirm}
      onClose={onClose}
      testId="remove-provider"
    />
  );
}
