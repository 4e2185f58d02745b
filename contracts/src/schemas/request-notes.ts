import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { REQUEST_PARTIES } from '../requests';
import { OneOf } from './common';

/**
 * A note of a request's thread (docs/domain.md#request-notes), as either party reads it: who wrote
 * it (`author`, the party), whether the caller did (`mine`), and whether the other party has read
 * one of mine (`read`).
 */
export const RequestNote = Type.Object({
  _id: Type.String(),
  author: OneOf(REQUEST_PARTIES),
  mine: Type.Boolean(),
  text: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.String(),
});
export type RequestNote = Static<typeof RequestNote>;

/** POST /requests/{id}/notes: a few lines, not blank. */
export const AddRequestNoteBody = Type.Object({ text: Type.String({ minLength: 1, maxLength: LIMITS.noteText }) });
export type AddRequestNoteBody = Static<typeof AddRequestNoteBody>;

/** What reading the thread leaves: how many of the other party's notes are still unread (0). */
export const NotesRead = Type.Object({ unreadNotes: Type.Integer({ minimum: 0 }) });
export type NotesRead = Static<typeof NotesRead>;
