import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TraceDirection } from '@agrocadena/contracts';
import { messageOf } from '@agrocadena/shared-ui';
import { lotTraceQuery } from '../api/lots-api';
import { traceTree } from '../rules/trace-tree';

/** A lot's trace one way, as the tree the screen draws; `truncated` when the server stopped at its size limit. */
export function useLotTrace(lotId: string, direction: TraceDirection) {
  const query = useQuery(lotTraceQuery(lotId, direction));
  const tree = useMemo(() => (query.data ? traceTree(query.data) : null), [query.data]);
  return {
    tree,
    truncated: query.data?.truncated ?? false,
    loading: query.isPending,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
