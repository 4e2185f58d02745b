import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRunDetail } from './use-run-detail';

/**
 * A page opened at `?run=<id>` (how a product's ledger row points at the run that moved its stock,
 * docs/domain.md#stock-ledger): the run is read on its own (GET /executedActivities/{id}) for its
 * details. `close` forgets the link (replacing the entry, so going back does not reopen it). A run
 * that cannot be read is said instead (`error`) and the link forgotten, so a reload does not ask again.
 */
export function useRunDetailsLink() {
  const [params, setParams] = useSearchParams();
  const runId = params.get('run');
  const detail = useRunDetail(runId);
  // Kept here: once the link is forgotten the read it came from is no longer asked for.
  const [error, setError] = useState<string | null>(null);

  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('run');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (!runId) return;
    if (detail.error) {
      setError(detail.error);
      close();
    } else if (detail.run) setError(null);
  }, [runId, detail.error, detail.run, close]);

  return { run: runId ? (detail.run ?? null) : null, error, close };
}
