import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageCard, useSessionStore, useToast } from '@agrocadena/shared-ui';
import '../i18n/register';
import { StorageForm } from '../features/storage/components/storage-form';

/** /requestStorage (from /userProducts or a storage service of the catalogue): on success, the sent list. */
export default function RequestStoragePage() {
  const { t } = useTranslation('requests');
  const toast = useToast();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const user = useSessionStore((s) => s.user);

  return (
    <PageCard
      title={t('storage.title')}
      subtitle={t('storage.subtitle')}
      back={{ to: '/userProducts', label: t('storage.back') }}
      width={760}
      testId="request-storage"
    >
      {user && (
        <StorageForm
          user={user}
          serviceId={search.get('serviceId') ?? undefined}
          productId={search.get('productId') ?? undefined}
          onSent={() => {
            toast.success(t('storage.sent'));
            navigate('/userRequests/sent');
          }}
        />
      )}
    </PageCard>
  );
}
