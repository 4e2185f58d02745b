import type { RequestNote } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { api, routeQuery, unwrap } from '@agrocadena/shared-ui';

/** GET /requests/{id}/notes: the thread, oldest first. */
export const notesQuery = (requestId: string) => routeQuery(routes.requestNotes, { params: { id: requestId } });

/** POST /requests/{id}/notes. It rejects with an ApiError (400 naming `text`, 409 NOTES_FULL). */
export const addNote = ({ requestId, text }: { requestId: string; text: string }): Promise<RequestNote> =>
  api.call(routes.addRequestNote, { params: { id: requestId }, body: { text } }).then(unwrap);

/** POST /requests/{id}/notes/read: the other party's notes read now. */
export const markNotesRead = (requestId: string) => api.call(routes.markNotesRead, { params: { id: requestId } }).then(unwrap);
