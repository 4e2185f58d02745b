import { routes } from '@agrocadena/contracts/client';
import type { Process } from '@agrocadena/contracts';
import { onDemand, usePagedList, useSessionStore } from '@agrocadena/shared-ui';
import '../features/processes/components/processes.css';
import { DefinitionsListPage } from '../shared/components/definitions-list-page';
import { ProcessesTable } from '../features/processes/components/processes-table';
import { useProductionOwnerId } from '../shared/hooks/use-production-owner';

// The dialogs (and the forms part they use) come when one is first opened.
const EditProcessDialog = onDemand(() => import('../features/processes/components/edit-process-dialog').then((module) => module.EditProcessDialog));
const DeleteProcessDialog = onDemand(() =>
  import('../features/processes/components/delete-process-dialog').then((module) => module.DeleteProcessDialog),
);

/** /userProcesses: my processes, 12 a page, each with start, edit and delete. */
export default function UserProcessesPage() {
  const user = useSessionStore((s) => s.user);
  const ownerId = useProductionOwnerId();
  const list = usePagedList(routes.userProcesses, ownerId ? { id: ownerId } : null);
  return (
    <DefinitionsListPage<Process>
      kind="processes"
      singular="process"
      createPath="/createProcess"
      startPath={(process) => `/startProcess?processId=${encodeURIComponent(process._id)}`}
      list={list}
      table={(props) => <ProcessesTable {...props} />}
      editDialog={(process, close) => user && <EditProcessDialog process={process} userId={user._id} onClose={close} />}
      deleteDialog={(process, close, onDeleted) => <DeleteProcessDialog process={process} onClose={close} onDeleted={onDeleted} />}
    />
  );
}
