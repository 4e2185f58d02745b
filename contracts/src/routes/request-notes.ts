import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route';
import { IdParam } from '../schemas/common';
import { AddRequestNoteBody, NotesRead, RequestNote } from '../schemas/request-notes';

const tags = ['requests'];

/**
 * A request's note thread (docs/domain.md#request-notes): its two parties write and read short
 * notes, in any state; to anyone else the request does not exist (404).
 */
export const requestNotesRoutes = {
  requestNotes: defineRoute({
    method: 'GET',
    path: '/requests/:id/notes',
    access: 'private',
    tags,
    summary: "A request's notes, oldest first (a thread keeps at most LIMITS.requestNotes)",
    params: IdParam,
    data: Type.Array(RequestNote),
  }),
  addRequestNote: defineRoute({
    method: 'POST',
    path: '/requests/:id/notes',
    access: 'private',
    tags,
    summary: 'Write a note on a request; the other party sees it unread, live',
    params: IdParam,
    body: AddRequestNoteBody,
    data: RequestNote,
    status: 201,
    message: 'NOTE_ADDED',
  }),
  markNotesRead: defineRoute({
    method: 'POST',
    path: '/requests/:id/notes/read',
    access: 'private',
    tags,
    summary: "Mark the other party's notes on a request read",
    params: IdParam,
    data: NotesRead,
  }),
};
