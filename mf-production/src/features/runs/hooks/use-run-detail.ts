import { useQuery } from '@tanstack/react-query';
import type { ExecutedActivityDetail } from '@agrocadena/contracts';
import { messageOf } from '@agrocadena/shared-ui';
import { executedActivityQuery } from '../api/runs-api';

/** GET /executedActivities/{id}, read while a run is shown (null: none). */
export function useRunDetail(runId: string | null) {
  const query = useQuery({ ...executedActivityQuery(runId ?? ''), enabled: Boolean(runId) });
  return {
    run: query.data as ExecutedActivityDetail | undefined,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
