import { useQuery } from '@tanstack/react-query';
import type { RunFigures } from '@agrocadena/contracts';
import { messageOf } from '@agrocadena/shared-ui';
import { runFiguresQuery } from '../api/run-figures-api';

/** GET /executedActivities/{id}/figures, read while a finished run is shown (null: none). */
export function useRunFigures(runId: string | null) {
  const query = useQuery({ ...runFiguresQuery(runId ?? ''), enabled: Boolean(runId) });
  return {
    figures: query.data as RunFigures | undefined,
    error: query.isError ? messageOf(query.error) : null,
    reload: () => void query.refetch(),
  };
}
