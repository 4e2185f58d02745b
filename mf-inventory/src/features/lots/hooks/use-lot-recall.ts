import { useQuery } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';
import { lotQuery, lotRecallQuery } from '../api/lots-api';

/** A lot and everyone who received goods from it; a 404 (not the user's lot) is told apart. */
export function useLotRecall(lotId: string | undefined) {
  const id = lotId ?? '';
  const lot = useQuery({ ...lotQuery(id), enabled: Boolean(lotId) });
  const recall = useQuery({ ...lotRecallQuery(id), enabled: Boolean(lotId) });
  const failed = lot.error ?? recall.error;
  return {
    lot: lot.data ?? null,
    lines: recall.data ?? [],
    loading: Boolean(lotId) && (lot.isPending || recall.isPending) && !failed,
    error: failed ? messageOf(failed) : null,
    notFound: !lotId || lot.error?.status === 404 || recall.error?.status === 404,
    reload: () => {
      void lot.refetch();
      void recall.refetch();
    },
  };
}
