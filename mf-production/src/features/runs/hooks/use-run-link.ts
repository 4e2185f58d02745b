import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ExecutedActivity, ExecutionAction, ExecutionState } from '@agrocadena/contracts';
import { messageOf } from '@agrocadena/shared-ui';
import { executedActivityQuery } from '../api/runs-api';

interface Listed {
  items: ExecutedActivity[];
  loading: boolean;
}

/** The owner's moves a list offers on its rows: what a link may name. */
const LINKABLE: readonly ExecutionAction[] = ['start', 'pause', 'restart', 'complete', 'abort'];

const asAction = (value: string | null): ExecutionAction | null => LINKABLE.find((action) => action === value) ?? null;

/**
 * A list of runs in `status` opened at `?run=<id>&action=<action>` (how the requests remote lets a
 * provider move the run behind a request): once the run is read — from the list's page, else on its
 * own (GET /executedActivities/{id}) — `open` hears the action as if the row's button had been
 * clicked. A run no longer in that state, or one that cannot be read, is said instead (`error`) and
 * the link forgotten; `clear` forgets it once the move's dialog closes.
 */
export function useRunLink(status: ExecutionState, list: Listed, open: (action: ExecutionAction, run: ExecutedActivity) => void) {
  const { t } = useTranslation('production');
  const [params, setParams] = useSearchParams();
  const runId = params.get('run');
  const action = asAction(params.get('action'));
  const listed = runId ? list.items.find((row) => row._id === runId) : undefined;
  const alone = Boolean(runId && action && !listed && !list.loading);
  const single = useQuery({ ...executedActivityQuery(runId ?? ''), enabled: alone });
  const run = listed ?? (alone ? (single.data as ExecutedActivity | undefined) : undefined);
  const [error, setError] = useState<string | null>(null);
  const handled = useRef<string | null>(null);
  const opener = useRef(open);
  useEffect(() => {
    opener.current = open;
  });

  const linked = params.has('run') || params.has('action');
  const clear = useCallback(() => {
    if (!linked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('run');
        next.delete('action');
        return next;
      },
      { replace: true },
    );
  }, [linked, setParams]);

  const failed = alone && single.isError ? messageOf(single.error) : null;
  useEffect(() => {
    if (!runId) handled.current = null;
    // A link naming no move a list offers is only forgotten.
    if (runId && !action) return clear();
    if (!runId || !action || (!run && !failed)) return;
    const key = `${runId}:${action}`;
    if (handled.current === key) return;
    handled.current = key;
    if (run && run.status === status && run.actions.includes(action)) {
      setError(null);
      opener.current(action, run);
      return;
    }
    setError(
      run
        ? t('runs.link.unavailable', { action: t(`runs.actions.${action}`), name: run.activity.name, state: t(`runs.states.${run.status}`) })
        : failed,
    );
    clear();
  }, [runId, action, run, failed, status, t, clear]);

  return { error, clear };
}
