import { useState } from 'react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@agrocadena/contracts/client';
import type { Service } from '@agrocadena/contracts';
import { EmptyState, ListBody, PageCard, usePagedList, useSessionStore, Button } from '@agrocadena/shared-ui';
import '../i18n/register';
import '../features/services/components/services.css';
import { capabilitiesOf } from '@agrocadena/contracts/rules';
import { ServicesTable } from '../features/services/components/services-table';
import { EditServiceDialog } from '../features/services/components/edit-service-dialog';
import { DeleteServiceDialog } from '../features/services/components/delete-service-dialog';

/** /userServices: the services I offer, 12 a page, each with edit and delete. */
export default function UserServicesPage() {
  const { t } = useTranslation('inventory');
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const offers = capabilitiesOf(user?.userType).serviceTypes.length > 0;
  const list = usePagedList(routes.userServices, user && offers ? { id: user._id } : null);
  const [editing, setEditing] = useState<Service | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);

  return (
    <PageCard title={t('services.list.title')} subtitle={t('services.list.subtitle')} width={1100} testId="user-services">
      {!offers || !user ? (
        <EmptyState title={t('services.notOffered')} hint={t('services.notOfferedHint')} testId="services-not-offered" />
      ) : (
        <>
          <div className="sv-toolbar">
            <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => navigate('/createService')} data-testid="add-service">
              {t('services.list.add')}
            </Button>
          </div>
          <ListBody
            list={list}
            shown={list.items.length}
            errorTitle={t('services.list.loadError')}
            errorTestId="services-load-error"
            empty={{
              title: t('services.list.empty'),
              hint: t('services.list.emptyHint'),
              action: { label: t('services.list.createFirst'), to: '/createService', testId: 'create-first-service' },
              testId: 'services-empty',
            }}
          >
            <ServicesTable
              services={list.items}
              total={list.total}
              page={list.page}
              loading={list.loading}
              onPageChange={list.setPage}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          </ListBody>
          <EditServiceDialog service={editing} userId={user._id} userType={user.userType} onClose={() => setEditing(null)} />
          <DeleteServiceDialog
            service={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={() => {
              setDeleting(null);
              list.goTo(1);
            }}
          />
        </>
      )}
    </PageCard>
  );
}
