import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { LIMITS, type AddRequestNoteBody, type NotesRead, type RequestNote, type RequestParty } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import type { Db } from '../../db/client';
import { boundedTotal } from '../../db/paged-list';
import { AppError, validationError } from '../../errors';
import { freeText } from '../../util/text';
import { requestPolicy } from './policy';
import { partyOf } from './rules';
import { requestNotes, requests, type RequestRow } from './tables';

/**
 * A request's note thread (docs/domain.md#request-notes): either party writes, in any state; a note
 * stays unread until the other party opens the thread. Live: the table's trigger (migration 0024)
 * tells both parties' apps.
 */

type NoteRow = typeof requestNotes.$inferSelect;

function toNote(row: NoteRow, request: RequestRow, callerId: string): RequestNote {
  return {
    _id: row.id,
    author: partyOf(request, row.authorId) as RequestParty,
    mine: row.authorId === callerId,
    text: row.body,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /requests/{id}/notes: the thread, oldest first, to either party (404 to anyone else). */
export async function listNotes(db: Db, caller: Caller, requestId: string): Promise<RequestNote[]> {
  const request = await requestPolicy.authorize(db, caller, requestId, 'read');
  const rows = await db
    .select()
    .from(requestNotes)
    .where(eq(requestNotes.requestId, requestId))
    .orderBy(asc(requestNotes.createdAt), asc(requestNotes.id))
    .limit(LIMITS.requestNotes);
  return rows.map((row) => toNote(row, request, caller.id));
}

/** POST /requests/{id}/notes: a note from one party; 409 NOTES_FULL once the thread holds its limit. */
export async function addNote(db: Db, caller: Caller, requestId: string, body: AddRequestNoteBody): Promise<RequestNote> {
  // A few lines, as typed: only the blanks around are dropped.
  const text = freeText(body.text);
  if (text === null) throw validationError('text', 'required');
  return db.transaction(async (tx) => {
    // The request's row lock queues two notes of the same thread, so the limit holds.
    const request = await requestPolicy.authorize(tx, caller, requestId, 'write');
    const thread = tx
      .select({ one: sql`1` })
      .from(requestNotes)
      .where(eq(requestNotes.requestId, requestId))
      .$dynamic();
    if ((await boundedTotal(tx, thread, LIMITS.requestNotes)) >= LIMITS.requestNotes)
      throw new AppError('NOTES_FULL', { params: { limit: LIMITS.requestNotes } });
    const [row] = await tx.insert(requestNotes).values({ requestId, authorId: caller.id, body: text }).returning();
    return toNote(row, request, caller.id);
  });
}

/** POST /requests/{id}/notes/read: the other party's notes read now. */
export async function markNotesRead(db: Db, caller: Caller, requestId: string): Promise<NotesRead> {
  await requestPolicy.authorize(db, caller, requestId, 'read');
  await db
    .update(requestNotes)
    .set({ readAt: sql`now()` })
    .where(and(eq(requestNotes.requestId, requestId), ne(requestNotes.authorId, caller.id), isNull(requestNotes.readAt)));
  return { unreadNotes: 0 };
}

/** The notes of the other party the reader of a request row has not read: `party` is the reader. */
export const unreadNotesOf = (party: RequestParty) =>
  sql<number>`(select count(*)::int from ${requestNotes} n where n.request_id = ${requests.id} and n.read_at is null
    and n.author_id = ${party === 'requester' ? requests.userId : requests.requesterId})`;
