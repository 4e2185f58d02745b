import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageCard, useSessionStore, useToast } from '@agrocadena/shared-ui';
import '../i18n/register';
import { BranchOfficeForm } from '../features/branch-offices/components/branch-office-form';

/** /createBranchOffice: name, description, address and a location picked on the map. */
export default function CreateBranchOfficePage() {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const navigate = useNavigate();
  const userId = useSessionStore((s) => s.user?._id);

  return (
    <PageCard
      title={t('branchOffices.create.title')}
      subtitle={t('branchOffices.create.subtitle')}
      back={{ to: '/userBranchOffices', label: t('branchOffices.create.back') }}
      width={760}
      testId="create-branch-office"
    >
      {userId && (
        <BranchOfficeForm
          userId={userId}
          onSaved={() => {
            toast.success(t('branchOffices.create.success'));
            navigate('/userBranchOffices');
          }}
        />
      )}
    </PageCard>
  );
}
