import { routes } from '@agrocadena/contracts/client';
import type { Activity } from '@agrocadena/contracts';
import { onDemand, usePagedList, useSessionStore } from '@agrocadena/shared-ui';
import { DefinitionsListPage } from '../shared/components/definitions-list-page';
import { ActivitiesTable } from '../features/activities/components/activities-table';
import { useProductionOwnerId } from '../shared/hooks/use-production-owner';

// The dialogs (and the forms part they use) come when one is first opened.
const EditActivityDialog = onDemand(() =>
  import('../features/activities/components/edit-activity-dialog').then((module) => module.EditActivityDialog),
);
const DeleteActivityDialog = onDemand(() =>
  import('../features/activities/components/delete-activity-dialog').then((module) => module.DeleteActivityDialog),
);

/** /userActivities: my activities, 12 a page, each with start, edit and delete. */
export default function UserActivitiesPage() {
  const user = useSessionStore((s) => s.user);
  const ownerId = useProductionOwnerId();
  const list = usePagedList(routes.userActivities, ownerId ? { id: ownerId } : null);
  return (
    <DefinitionsListPage<Activity>
      kind="activities"
      singular="activity"
      createPath="/createActivity"
      startPath={(activity) => `/startActivity?activityId=${encodeURIComponent(activity._id)}`}
      list={list}
      table={(props) => <ActivitiesTable {...props} />}
      editDialog={(activity, close) => user && <EditActivityDialog activity={activity} userId={user._id} onClose={close} />}
      deleteDialog={(activity, close, onDeleted) => <DeleteActivityDialog activity={activity} onClose={close} onDeleted={onDeleted} />}
    />
  );
}
