import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service } from '@agrocadena/contracts';
import { messageOf, useToast } from '@agrocadena/shared-ui';
import { useDeleteService } from '../hooks/use-service-writes';
import { ConfirmDeleteDialog } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  service: Service | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before DELETE /services/{id}/deleteService: hidden, requests made to it keep it. */
export function DeleteServiceDialog({ service, onClose, onDeleted }: Props) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const removal = useDeleteService();
  const { reset } = removal;
  useEffect(() => reset(), [service, reset]);
  return (
    <ConfirmDeleteDialog
      open={Boolean(service)}
      title={t('services.delete.title')}
      question={t('services.delete.confirm', { name: service?.name ?? '' })}
      error={messageOf(removal.error)}
      deleting={removal.isPending}
      onConfirm={() =>
        service &&
        removal.mutate(service._id, {
          onSuccess: () => {
            toast.success(t('services.delete.success'));
            onDeleted();
          },
        })
      }
      onClose={onClose}
      testId="delete-service"
    />
  );
}
