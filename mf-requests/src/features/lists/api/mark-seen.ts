import type { UnseenRequestCounts } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, unwrap } from '@agrocadena/shared-ui';

/** POST /markSeenRequests: the unseen counts that remain. */
export const markSeen = (requestsIds: string[], userId: string): Promise<UnseenRequestCounts> =>
  api.call(routes.markSeenRequests, { body: { requestsIds, userId } }).then(unwrap);
