import type { Activity } from '@agrocadena/contracts';
import { usePickerRows } from '../../../shared/hooks/use-picker-rows';
import { myActivitiesQuery } from '../api/processes-api';

/** The activities a process can order: all of mine. */
export function useMyActivities(userId: string | undefined) {
  const { rows: activities, ...state } = usePickerRows<Activity>(myActivitiesQuery(userId ?? ''), Boolean(userId));
  return { ...state, activities };
}
