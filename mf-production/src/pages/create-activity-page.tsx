import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LinkButton, LoadError, PageCard, useSessionStore, Alert } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../shared/components/activities.css';
import { EnterpriseOnly } from '../shared/components/enterprise-only';
import { ActivityForm } from '../features/activities/components/activity-form';
import { ActivityCreatedDialog } from '../features/activities/components/activity-created-dialog';
import { useMyProducts } from '../features/activities/hooks/use-my-products';
import { clearDraft, readDraft, writeDraft } from '../features/activities/rules/activity-draft';
import { useProductionOwnerId } from '../shared/hooks/use-production-owner';

/**
 * /createActivity: name, description, duration and the products it consumes and makes. The draft
 * lives in session storage until a save is attempted (docs/domain.md#screens), so a reload or the
 * trip to /createProduct?goBack=createActivity and back keeps what was typed.
 */
export default function CreateActivityPage() {
  const { t } = useTranslation('production');
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const userId = user?._id;
  const myProducts = useMyProducts(useProductionOwnerId());
  const [created, setCreated] = useState<string | null>(null);
  // A new key starts a blank form ("create another").
  const [formKey, setFormKey] = useState(0);

  return (
    <PageCard
      title={t('activities.create.title')}
      subtitle={t('activities.create.subtitle')}
      back={{ to: '/userActivities', label: t('activities.create.back') }}
      width={760}
      testId="create-activity"
    >
      <EnterpriseOnly>
        {myProducts.error && (
          <LoadError
            title={t('activities.create.productsLoadError')}
            message={myProducts.error}
            onRetry={myProducts.reload}
            testId="products-load-error"
          />
        )}
        {myProducts.none && (
          <Alert
            type="info"
            showIcon
            className="pr-form-error"
            title={t('activities.noProducts.title')}
            description={
              // Below the text, not beside it: a phone keeps the whole width for the words.
              <>
                <p className="pr-prompt-text">{t('activities.noProducts.hint')}</p>
                <LinkButton to="/createProduct?goBack=createActivity" type="primary" data-testid="no-products-create">
                  {t('activities.noProducts.create')}
                </LinkButton>
              </>
            }
            data-testid="no-products-prompt"
          />
        )}
        {userId && (
          <ActivityForm
            key={formKey}
            userId={userId}
            products={myProducts.products}
            initialValues={readDraft(sessionStorage, userId)}
            goBack="createActivity"
            onValuesChange={(values) => writeDraft(sessionStorage, userId, values)}
            onSubmitted={() => clearDraft(sessionStorage, userId)}
            onSaved={(activity) => setCreated(activity.name)}
          />
        )}
      </EnterpriseOnly>
      <ActivityCreatedDialog
        activityName={created}
        onGoToList={() => navigate('/userActivities')}
        onCreateAnother={() => {
          setCreated(null);
          setFormKey((key) => key + 1);
        }}
      />
    </PageCard>
  );
}
