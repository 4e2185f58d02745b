import { useState } from 'react';
import { Button } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListBody, PageCard, useSessionStore } from '@agrocadena/shared-ui';
import type { Process } from '@agrocadena/contracts';
import '../i18n/register';
import '../features/activities/components/activities.css';
import '../features/processes/components/processes.css';
import { EnterpriseOnly } from '../features/access/enterprise-only';
import { useUserProcesses } from '../features/processes/hooks/use-user-processes';
import { useMyActivities } from '../features/processes/hooks/use-my-activities';
import { ProcessesTable, type ProcessAction } from '../features/processes/components/processes-table';
import { EditProcessDialog } from '../features/processes/components/edit-process-dialog';
import { DeleteProcessDialog } from '../features/processes/components/delete-process-dialog';

/** /userProcesses: my processes, 12 a page, each with start, edit and delete. */
export default function UserProcessesPage() {
  const { t } = useTranslation('production');
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const list = useUserProcesses(user?._id, user?.userType === 'ENTERPRISE');
  const [editing, setEditing] = useState<Process | null>(null);
  const [deleting, setDeleting] = useState<Process | null>(null);
  // The edit dialog's picker needs them; read when first editing.
  const mine = useMyActivities(editing ? user?._id : undefined);

  function onAction(action: ProcessAction, process: Process) {
    if (action === 'start') navigate(`/startProcess?processId=${encodeURIComponent(process._id)}`);
    else if (action === 'edit') setEditing(process);
    else setDeleting(process);
  }

  return (
    <PageCard title={t('processes.list.title')} subtitle={t('processes.list.subtitle')} width={1100} testId="user-processes">
      <EnterpriseOnly>
        <div className="pr-toolbar">
          <Button type="primary" size="large" icon={<PlusOutlined />} onClick={() => navigate('/createProcess')} data-testid="add-process">
            {t('processes.list.add')}
          </Button>
        </div>
        <ListBody
          list={list}
          shown={list.processes.length}
          errorTitle={t('processes.list.loadError')}
          errorTestId="processes-load-error"
          empty={{
            title: t('processes.list.empty'),
            hint: t('processes.list.emptyHint'),
            action: { label: t('processes.list.createFirst'), to: '/createProcess', testId: 'create-first-process' },
            testId: 'processes-empty',
          }}
        >
          <ProcessesTable
            processes={list.processes}
            total={list.total}
            page={list.page}
            loading={list.loading}
            onPageChange={list.setPage}
            onAction={onAction}
          />
        </ListBody>
        {user && <EditProcessDialog process={editing} userId={user._id} activities={mine.activities} onClose={() => setEditing(null)} />}
        <DeleteProcessDialog
          process={deleting}
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
