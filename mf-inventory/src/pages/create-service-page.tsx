import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageCard, useSessionStore, Button } from '@agrocadena/shared-ui';
import '../i18n/register';
import { capabilitiesOf } from '@agrocadena/contracts/rules';
import { ServiceForm } from '../features/services/components/service-form';
import { SuccessDialog } from '@agrocadena/shared-ui/antd-forms';

/** /createService: name, type, description, public, image and, by type, what the service is tied to. */
export default function CreateServicePage() {
  const { t } = useTranslation(['inventory', 'common']);
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [created, setCreated] = useState<string | null>(null);

  return (
    <PageCard
      title={t('inventory:services.create.title')}
      subtitle={t('inventory:services.create.subtitle')}
      back={{ to: '/userServices', label: t('inventory:services.create.back') }}
      width={760}
      testId="create-service"
    >
      {user && capabilitiesOf(user.userType).serviceTypes.length > 0 ? (
        <ServiceForm userId={user._id} userType={user.userType} onSaved={(service) => setCreated(service.name)} />
      ) : (
        <EmptyState title={t('inventory:services.notOffered')} hint={t('inventory:services.notOfferedHint')} testId="services-not-offered" />
      )}
      <SuccessDialog
        open={created !== null}
        testId="service-created-dialog"
        title={t('inventory:services.create.success')}
        text={created ? t('inventory:services.create.successHint', { name: created }) : undefined}
        actions={
          <Button type="primary" size="large" onClick={() => navigate('/userServices')} data-testid="service-created-accept">
            {t('common:actions.accept')}
          </Button>
        }
      />
    </PageCard>
  );
}
