import type { RequestsOverview } from '@agrocadena/contracts';
import type { RequestListGroup, RequestSide } from '@agrocadena/contracts/core';

export interface OverviewLink {
  group: RequestListGroup;
  /** The count's key in the overview's answer (docs/domain.md#request-lists). */
  count: Exclude<keyof RequestsOverview, 'unseen'>;
  /** The list it opens (docs/domain.md#request-lists). */
  to: string;
}

/** Each side's four lists, with their count and route. */
export const OVERVIEW_LINKS: Record<RequestSide, readonly OverviewLink[]> = {
  sent: [
    { group: 'pending', count: 'requestMadeToOthers', to: '/userRequests/sent' },
    { group: 'onCourse', count: 'requestAcceptedToOthers', to: '/acceptedRequestsToOtherUser' },
    { group: 'rejected', count: 'requestRejectedToOthers', to: '/rejectedRequestsToOtherUser' },
    { group: 'historical', count: 'requestHistoricalToOthers', to: '/completedSentRequests' },
  ],
  received: [
    { group: 'pending', count: 'requestMadeToMe', to: '/userRequests/received' },
    { group: 'onCourse', count: 'requestAcceptedToMe', to: '/acceptedRequestsToUser' },
    { group: 'rejected', count: 'requestRejectedToMe', to: '/rejectedRequestsToUser' },
    { group: 'historical', count: 'requestHistoricalToMe', to: '/completedReceivedRequests' },
  ],
};
