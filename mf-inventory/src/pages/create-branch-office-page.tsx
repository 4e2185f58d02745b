import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageCard, useSessionStore } from '@agrocadena/shared-ui';
import '../i18n/register';
import { BranchOfficeForm } from '../features/branch-offices/components/branch-office-form';

/** /createBranchOffice: name, description, address and a location picked on the map. */
export default function CreateBranchOfficePage() {
  const { t } = useTranslation('inventory');
  const { message } = App.useApp();
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
            void message.success(t('branchOffices.create.success'));
            navigate('/userBranchOffices');
          }}
        />
      )}
    </PageCard>
  );
}
