import { useEffect } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Request } from '@agrocadena/contracts';
import { messageOf } from '@agrocadena/shared-ui';
import { addNote, markNotesRead, notesQuery } from '../api/notes-api';

/**
 * A request's note thread (docs/domain.md#request-notes): read, live (the `requests` topic), and
 * marked read while it is open and the other party's notes are unread — the rows' counts follow.
 */
export function useNotes(request: Request) {
  const thread = useQuery(notesQuery(request._id));
  const unread = (thread.data ?? []).some((note) => !note.mine && !note.read);
  const read = useMutation({ mutationFn: markNotesRead, meta: { changes: ['requests'] } });
  const { mutate: markRead } = read;
  useEffect(() => {
    if (unread) markRead(request._id);
  }, [unread, markRead, request._id]);
  const send = useMutation({ mutationFn: addNote, meta: { changes: ['requests'] } });
  return {
    notes: thread.data ?? [],
    loading: thread.isPending,
    error: thread.isError ? messageOf(thread.error) : null,
    reload: () => void thread.refetch(),
    send,
  };
}
