import { type RequestListGroup, type RequestSide } from '@agrocadena/contracts/core';
import { capabilitiesOf } from '@agrocadena/contracts/rules';
import { usePagedList, useSessionStore } from '@agrocadena/shared-ui';
import { listRoute } from '../api/list-routes';

/** Whether anyone asks the user for anything: a requester only sends, so its received lists are not read. */
export function useReceivesRequests(): boolean {
  return useSessionStore((s) => capabilitiesOf(s.user?.userType).receivesRequests);
}

/** One page of my requests of a side and group, 12 a page, newest first. */
export function useRequestList(side: RequestSide, group: RequestListGroup) {
  const userId = useSessionStore((s) => s.user?._id);
  const receives = useReceivesRequests();
  const readable = userId && (side === 'sent' || receives);
  return usePagedList(listRoute(side, group), readable ? { id: userId } : null);
}
