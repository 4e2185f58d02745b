import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityBody } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { forgetRow, invalidateRoutes, rememberRow, replaceInPages } from '@agrocadena/shared-ui';
import { createActivity, deleteActivity, updateActivity } from '../api/activities-api';

/** POST /activities for a new activity, PUT /activities/{id}/update for an existing one. */
export function useSaveActivity(activityId?: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivityBody) => (activityId ? updateActivity(activityId, body) : createActivity(body)),
    onSuccess: (activity) => {
      rememberRow(client, routes.getActivity, { id: activity._id }, activity);
      if (!activityId) return invalidateRoutes(client, routes.userActivities, routes.activitiesOverview);
      replaceInPages(client, routes.userActivities, activity);
      // The processes name their activities: a renamed one shows there too.
      return invalidateRoutes(client, routes.userProcesses);
    },
  });
}

/** DELETE /activities/{id}/deleteActivity; the lists are read again and the activity leaves the cache. */
export function useDeleteActivity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (activityId: string) => deleteActivity(activityId),
    onSuccess: (_data, activityId) => {
      forgetRow(client, routes.getActivity, { id: activityId });
      return invalidateRoutes(client, routes.userActivities, routes.activitiesOverview);
    },
  });
}
