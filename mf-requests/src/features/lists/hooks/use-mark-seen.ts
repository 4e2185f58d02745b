import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Request } from '@agrocadena/contracts';
import type { RouteDef } from '@agrocadena/contracts/core';
import { routePrefix, useSessionStore, type PageOf } from '@agrocadena/shared-ui';
import { markSeen } from '../api/mark-seen';

/**
 * Opening a pending or on-course list marks the unseen rows of the page shown seen; that changes the requests,
 * so the header's badge and the overview read their counts again. The rows stay bold for the rest
 * of the visit (the user should still see which ones were new); the cached pages forget they were
 * unseen, so coming back later neither shows them bold nor marks them again. A failed mark is not
 * reported: the rows stay unseen for the next visit.
 */
export function useMarkSeen(route: RouteDef, rows: readonly Request[], enabled: boolean) {
  const client = useQueryClient();
  const userId = useSessionStore((s) => s.user?._id);
  const marked = useRef(new Set<string>());
  const [newThisVisit, setNewThisVisit] = useState<ReadonlySet<string>>(() => new Set());
  const { mutate } = useMutation({
    mutationFn: ({ ids, user }: { ids: string[]; user: string }) => markSeen(ids, user),
    onSuccess: (_counts, { ids }) => forgetUnseen(client, route, ids),
    meta: { changes: ['requests'] },
  });
  const unseenKey = enabled
    ? rows
        .filter((row) => row.unseen)
        .map((row) => row._id)
        .join(',')
    : '';

  useEffect(() => {
    const ids = unseenKey.split(',').filter((id) => id && !marked.current.has(id));
    if (!userId || ids.length === 0) return;
    ids.forEach((id) => marked.current.add(id));
    setNewThisVisit((shown) => new Set([...shown, ...ids]));
    mutate({ ids, user: userId });
  }, [mutate, unseenKey, userId]);

  return (row: Request) => row.unseen || newThisVisit.has(row._id);
}

function forgetUnseen(client: QueryClient, route: RouteDef, ids: readonly string[]) {
  client.setQueriesData<PageOf<Request>>(
    { queryKey: routePrefix(route) },
    (page) => page && { ...page, items: page.items.map((row) => (ids.includes(row._id) ? { ...row, unseen: false } : row)) },
  );
}
