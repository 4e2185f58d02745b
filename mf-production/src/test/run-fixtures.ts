import type { ExecutedActivity, ExecutionState, RunProduct } from '@agrocadena/contracts';
import { executionActions } from '@agrocadena/contracts/core';
import { ok, stubFetch, type RecordedCall, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import { ENTERPRISE_USER } from './activity-fixtures';

export const listUrl = (list: string) => `/api/users/${ENTERPRISE_USER._id}/${list}`;

const line = (id: string, name: string, amount: number): RunProduct => ({ product: { _id: id, name, unitMeasure: 'Kg' }, amount });

export const PULPA = line('p-pulpa', 'Pulpa de mango', 60);
export const JUGO = line('p-jugo', 'Jugo de mango', 20);

/** Run n of "Actividad n" in `status`, offering what the contract's table offers there. */
export function run(n: number, status: ExecutionState, extra: Partial<ExecutedActivity> = {}): ExecutedActivity {
  return {
    _id: `r${n}`,
    activity: { _id: `a${n}`, name: `Actividad ${n}`, estimatedDurationInHours: 2 },
    status,
    actions: executionActions(status),
    productionOrder: null,
    provider: null,
    customer: null,
    request: null,
    expectedOutputProducts: [PULPA, JUGO],
    neededProducts: [line('p-mango', 'Mango Tommy', 75)],
    inputProductsCost: 140_000,
    extraCosts: 10_000,
    runningCost: 150_000,
    finalCost: null,
    finalOutputProducts: [],
    scheduleTime: '2026-03-12T00:00:00.000Z',
    startedAt: null,
    estimatedFinishingDate: null,
    pausedAt: null,
    pauseReason: null,
    expectedResumeDate: null,
    finishedAt: null,
    reason: null,
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...extra,
  };
}

/** The list of runs at `list` (one page) and the transitions, each answering with the run. */
export function serveRuns(list: string, runs: ExecutedActivity[], extra: StubRoute[] = []) {
  return serveList(list, runs, runs, extra);
}

/** The list at `list` (one page of `rows`: runs, or orders) and the transitions of `runs`, each answering with the run. */
export function serveList(list: string, rows: unknown[], runs: ExecutedActivity[], extra: StubRoute[] = []) {
  const answer = (call: RecordedCall) =>
    ok(
      runs.find((r) => r._id === (call.body as { executedActivityId: string }).executedActivityId),
      'Hecho',
    );
  return stubFetch([
    ...extra,
    { path: new RegExp(`^${listUrl(list)}\\?`), body: { ...ok(rows), totalItems: rows.length } },
    ...['startActivity', 'pauseActivity', 'restartActivity', 'completeActivity', 'abortActivity'].map((path) => ({
      method: 'POST',
      path: `/api/${path}`,
      body: answer,
    })),
  ]);
}

/** Run n outsourced to Lácteos del Valle by request `q<n>`: its owner has no move of its own (the request moves it). */
export const outsourcedRun = (n: number, status: 'OUTSOURCED' | 'OUTSOURCED_STARTED', extra: Partial<ExecutedActivity> = {}) =>
  run(n, status, {
    provider: { _id: 'u-dairy', firstName: 'María', enterpriseName: 'Lácteos del Valle' },
    request: `q${n}`,
    neededProducts: [],
    scheduleTime: null,
    ...extra,
  });
