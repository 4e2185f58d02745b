import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LinkButton, LoadError, PageCard, useSessionStore, Alert, Button } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../shared/components/activities.css';
import { EnterpriseOnly } from '../shared/components/enterprise-only';
import { ProcessForm } from '../features/processes/components/process-form';
import { useMyActivities } from '../features/processes/hooks/use-my-activities';
import { SuccessDialog } from '@agrocadena/shared-ui/antd-forms';
import { useProductionOwnerId } from '../shared/hooks/use-production-owner';

/** /createProcess: name, description and activities of mine, ordered by dragging. */
export default function CreateProcessPage() {
  const { t } = useTranslation(['production', 'common']);
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const mine = useMyActivities(useProductionOwnerId());
  const [created, setCreated] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <PageCard
      title={t('production:processes.create.title')}
      subtitle={t('production:processes.create.subtitle')}
      back={{ to: '/userProcesses', label: t('production:processes.create.back') }}
      width={760}
      testId="create-process"
    >
      <EnterpriseOnly>
        {mine.error && (
          <LoadError
            title={t('production:processes.create.activitiesLoadError')}
            message={mine.error}
            onRetry={mine.reload}
            testId="activities-load-error"
          />
        )}
        {mine.none && (
          <Alert
            type="info"
            showIcon
            className="pr-form-error"
            title={t('production:processes.noActivities.title')}
            description={
              <>
                <p className="pr-prompt-text">{t('production:processes.noActivities.hint')}</p>
                <LinkButton to="/createActivity" type="primary" data-testid="no-activities-create">
                  {t('production:processes.noActivities.create')}
                </LinkButton>
              </>
            }
            data-testid="no-activities-prompt"
          />
        )}
        {user && <ProcessForm key={formKey} userId={user._id} activities={mine.activities} onSaved={(process) => setCreated(process.name)} />}
      </EnterpriseOnly>
      <SuccessDialog
        open={created !== null}
        testId="process-created-dialog"
        title={t('production:processes.create.success')}
        text={created ? t('production:processes.create.successHint', { name: created }) : undefined}
        actions={[
          <Button
            key="another"
            size="large"
            onClick={() => {
              setCreated(null);
              setFormKey((key) => key + 1);
            }}
            data-testid="process-create-another"
          >
            {t('production:processes.create.createAnother')}
          </Button>,
          <Button key="list" type="primary" size="large" onClick={() => navigate('/userProcesses')} data-testid="process-created-accept">
            {t('production:processes.create.goToList')}
          </Button>,
        ]}
      />
    </PageCard>
  );
}
