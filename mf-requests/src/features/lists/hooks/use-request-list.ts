import type { RequestListGroup, RequestSide } from '@agrocadena/contracts/core';
import { usePagedList, useSessionStore } from '@agrocadena/shared-ui';
import { listRoute } from '../api/list-routes';

/** Spec §6: requester-type users only send, so their received lists are not read. */
export function useReceivesRequests(): boolean {
  return useSessionStore((s) => s.user?.userType !== 'REQUESTER');
}

/** One page of my requests of a side and group, 12 a page, newest first. */
export function useRequestList(side: RequestSide, group: RequestListGroup) {
  const userId = useSessionStore((s) => s.user?._id);
  const receives = useReceivesRequests();
  const readable = userId && (side === 'sent' || receives);
  return usePagedList(listRoute(side, group), readable ? { id: userId } : null);
}
