import type { ArchivedRun, ArchiveKind, ExecutedActivity } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { usePagedList } from '@agrocadena/shared-ui';
import type { PagedRows } from '../../../shared/hooks/paged-rows';

import type { RunsListKind } from '../components/runs-list-page';
import { useProductionOwnerId } from '../../../shared/hooks/use-production-owner';

/** One page of runs (usePagedList). */
export type RunsList = PagedRows<ExecutedActivity>;

/** One page of my runs in a state, 12 a page; read only for an enterprise (the others read why not). */
export function useRunsList(kind: RunsListKind): RunsList {
  const ownerId = useProductionOwnerId();
  // The paged lists of my runs, one per state.
  const route = {
    scheduled: routes.scheduledActivities,
    running: routes.activeActivities,
    paused: routes.pausedActivities,
    completed: routes.completedActivities,
    aborted: routes.abortedActivities,
  }[kind];
  return usePagedList(route, ownerId ? { id: ownerId } : null);
}

/** One page of my finished runs, each output with its figures (cost per unit made included). */
export function useArchivedRuns(kind: ArchiveKind): PagedRows<ArchivedRun> {
  const ownerId = useProductionOwnerId();
  return usePagedList(kind === 'completed' ? routes.completedActivities : routes.abortedActivities, ownerId ? { id: ownerId } : null);
}
