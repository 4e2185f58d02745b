import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';
import { myActivitiesQuery } from '../api/processes-api';

/** The activities a process can order: all of mine. `none` once read and empty (the create-an-activity prompt). */
export function useMyActivities(userId: string | undefined) {
  const query = useQuery({ ...myActivitiesQuery(userId ?? ''), enabled: Boolean(userId) });
  const activities = query.data ?? [];
  return {
    activities,
    loading: query.isPending && Boolean(userId),
    error: query.isError ? messageOf(query.error) : null,
    none: query.isSuccess && activities.length === 0,
    reload: () => void query.refetch(),
  };
}
