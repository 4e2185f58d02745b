import { useState } from 'react';
import { Button } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListBody, PageCard, useSessionStore } from '@agrocadena/shared-ui';
import type { Activity } from '@agrocadena/contracts';
import '../i18n/register';
import '../features/activities/components/activities.css';
import { EnterpriseOnly } from '../features/access/enterprise-only';
import { useUserActivities } from '../features/activities/hooks/use-user-activities';
import { useMyProducts } from '../features/activities/hooks/use-my-products';
import { ActivitiesTable, type ActivityAction } from '../features/activities/components/activities-table';
import { EditActivityDialog } from '../features/activities/components/edit-activity-dialog';
import { DeleteActivityDialog } from '../features/activities/components/delete-activity-dialog';

/** /userActivities: my activities, 12 a page, each with start, edit and delete. */
export default function UserActivitiesPage() {
  const { t } = useTranslation('production');
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const enterprise = user?.userType === 'ENTERPRISE';
  const list = useUserActivities(user?._id, enterprise);
  const [editing, setEditing] = useState<Activity | null>(null);
  const [deleting, setDeleting] = useState<Activity | null>(null);
  // The chooser of the edit dialog needs them; read when first editing.
  const myProducts = useMyProducts(editing ? user?._id : undefined);

  function onAction(action: ActivityAction, activity: Activity) {
    if (action === 'start') navigate(`/startActivity?activityId=${encodeURIComponent(activity._id)}`);
    else if (action === 'edit') setEditing(activity);
    else setDeleting(activity);
  }

  return (
    <PageCard title={t('activities.list.title')} subtitle={t('activities.list.subtitle')} width={1100} testId="user-activities">
      <EnterpriseOnly>
        <div className="pr-toolbar">
          <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => navigate('/createActivity')} data-testid="add-activity">
            {t('activities.list.add')}
          </Button>
        </div>
        <ListBody
          list={list}
          shown={list.activities.length}
          errorTitle={t('activities.list.loadError')}
          errorTestId="activities-load-error"
          empty={{
            title: t('activities.list.empty'),
            hint: t('activities.list.emptyHint'),
            action: { label: t('activities.list.createFirst'), to: '/createActivity', testId: 'create-first-activity' },
            testId: 'activities-empty',
          }}
        >
          <ActivitiesTable
            activities={list.activities}
            total={list.total}
            page={list.page}
            loading={list.loading}
            onPageChange={list.setPage}
            onAction={onAction}
          />
        </ListBody>
        {user && <EditActivityDialog activity={editing} userId={user._id} products={myProducts.products} onClose={() => setEditing(null)} />}
        <DeleteActivityDialog
          activity={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            list.goTo(1);
          }}
        />
      </EnterpriseOnly>
    </PageCard>
  );
}
