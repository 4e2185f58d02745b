import { and, count, eq, ne } from 'drizzle-orm';
import type { Caller } from '../access/policy';
import { selfPolicy } from '../access/users';
import type { Db } from '../db/client';
import { requests } from '../db/schema';
import type { UnseenRequestCounts } from '@agrocadena/contracts';

/**
 * received: requests to the user as provider, unseen, not waiting on the requester's answer to a
 * proposal. sent: the user's own requests with an unseen price proposal to answer.
 */
export async function countUnseenRequests(db: Db, caller: Caller, userId: string): Promise<UnseenRequestCounts> {
  await selfPolicy.authorize(db, caller, userId, 'read');
  const [[received], [sent]] = await Promise.all([
    db
      .select({ n: count() })
      .from(requests)
      .where(and(eq(requests.userId, userId), eq(requests.shown, false), ne(requests.state, 'PROPOSAL_SUBMITTED'))),
    db
      .select({ n: count() })
      .from(requests)
      .where(and(eq(requests.requesterId, userId), eq(requests.shown, false), eq(requests.state, 'PROPOSAL_SUBMITTED'))),
  ]);
  return { sent: Math.max(0, Number(sent?.n ?? 0)), received: Math.max(0, Number(received?.n ?? 0)) };
}
