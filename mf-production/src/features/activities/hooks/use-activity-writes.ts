import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { forgetRow, rememberRow, replaceInPages } from '@agrocadena/shared-ui';
import { createActivity, deleteActivity, retireActivity, updateActivity } from '../api/activities-api';

/** POST /activities for a new activity, PUT /activities/{id}/update for an existing one (the processes name it too). */
export function useSaveActivity(activityId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivityBody) => (activityId ? updateActivity(activityId, body) : createActivity(body)),
    onSuccess: (activity) => {
      rememberRow(client, routes.getActivity, { id: activity._id }, activity);
      if (activityId) replaceInPages(client, routes.userActivities, activity);
    },
    meta: { changes: ['activities'] },
  });
}

/** DELETE /activities/{id}/deleteActivity; the activity leaves the cache and the lists are read again. */
export function useDeleteActivity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (activityId: string) => deleteActivity(activityId),
    onSuccess: (_data, activityId) => forgetRow(client, routes.getActivity, { id: activityId }),
    meta: { changes: ['activities'] },
  });
}

/** POST /activities/{id}/retire: as a delete for the lists, while what uses it keeps it (docs/domain.md#in-use). */
export function useRetireActivity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (activityId: string) => retireActivity(activityId),
    onSuccess: (_data, activityId) => forgetRow(client, routes.getActivity, { id: activityId }),
    meta: { changes: ['activities'] },
  });
}
