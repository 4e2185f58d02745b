import { sql, type SQL } from 'drizzle-orm';

/** A user of alias `alias` as the contract's PartyRef, built by the statement that reads them. */
export const partyJson = (alias: string): SQL =>
  sql.raw(`json_build_object('_id', ${alias}.id, 'firstName', ${alias}.first_name, 'lastName', ${alias}.last_name,
    'enterpriseName', ${alias}.enterprise_name)`);

/**
 * The other party of request `requestId` (a uuid expression) to `userId`, as a PartyRef: its
 * provider to its requester, its requester to anyone else — what a ledger row or a lot names
 * beside the request that moved the goods.
 */
export const otherPartyJson = (requestId: SQL, userId: SQL): SQL => sql`(select ${partyJson('o')}
  from requests r join users o on o.id = case when r.requester_id = ${userId} then r.user_id else r.requester_id end
  where r.id = ${requestId})`;
