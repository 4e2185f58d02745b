import { useState } from 'react';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListBody, PageCard, useSessionStore, Button } from '@agrocadena/shared-ui';
import type { BranchOffice } from '@agrocadena/contracts';
import '../i18n/register';
import '../features/branch-offices/components/branch-offices.css';
import { useBranchOfficesPage } from '../features/branch-offices/hooks/use-branch-offices-page';
import { OfficesTable } from '../features/branch-offices/components/offices-table';
import { OfficeMapDialog } from '../features/branch-offices/components/office-map-dialog';
import { EditOfficeDialog } from '../features/branch-offices/components/edit-office-dialog';
import { DeleteOfficeDialog } from '../features/branch-offices/components/delete-office-dialog';

/** /userBranchOffices: my branch offices, each with see-on-map, edit and delete. */
export default function UserBranchOfficesPage() {
  const { t } = useTranslation('inventory');
  const navigate = useNavigate();
  const userId = useSessionStore((s) => s.user?._id);
  const { offices, total, page, setPage, loading, error, reload } = useBranchOfficesPage(userId);
  const [onMap, setOnMap] = useState<BranchOffice | null>(null);
  const [editing, setEditing] = useState<BranchOffice | null>(null);
  const [deleting, setDeleting] = useState<BranchOffice | null>(null);

  return (
    <PageCard title={t('branchOffices.list.title')} subtitle={t('branchOffices.list.subtitle')} width={1100} testId="user-branch-offices">
      <div className="bo-toolbar">
        <Button size="large" icon={<EnvironmentOutlined />} onClick={() => navigate('/map')} data-testid="see-all-on-map">
          {t('branchOffices.list.seeAllOnMap')}
        </Button>
        <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => navigate('/createBranchOffice')} data-testid="add-branch-office">
          {t('branchOffices.list.add')}
        </Button>
      </div>
      <ListBody
        list={{ error, loading, total, reload }}
        shown={offices.length}
        errorTitle={t('inventory:branchOffices.list.loadFailed')}
        errorTestId="offices-load-error"
        empty={{
          title: t('branchOffices.list.empty'),
          hint: t('branchOffices.list.emptyHint'),
          action: { label: t('branchOffices.list.createFirst'), to: '/createBranchOffice', testId: 'create-first-office' },
          testId: 'offices-empty',
        }}
      >
        <OfficesTable
          offices={offices}
          total={total}
          page={page}
          loading={loading}
          onPageChange={setPage}
          onShowOnMap={setOnMap}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </ListBody>
      <OfficeMapDialog office={onMap} onClose={() => setOnMap(null)} />
      {userId && <EditOfficeDialog office={editing} userId={userId} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} />}
      <DeleteOfficeDialog office={deleting} onClose={() => setDeleting(null)} onDeleted={() => setDeleting(null)} />
    </PageCard>
  );
}
