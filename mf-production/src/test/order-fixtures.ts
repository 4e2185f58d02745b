import type { ExecutedActivity, ProductionOrder, ProductionOrderDetail, ProductionOrderState } from '@agrocadena/contracts';
import { ok, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import { JUGO, PULPA, serveList } from './run-fixtures';

/** Order n's id; its short id (the last 5 characters) reads `ord0n`. */
export const orderId = (n: number) => `665f1c2ab9e4d3a1f0cord0${n}`;

/** Order n of "Proceso n" in `status` at `current`, which becomes a step of it. */
export function order(
  n: number,
  status: ProductionOrderState,
  current: ExecutedActivity | null,
  extra: Partial<ProductionOrder> = {},
): ProductionOrder {
  return {
    _id: orderId(n),
    process: { _id: `pr${n}`, name: `Proceso ${n}` },
    status,
    currentActivity: current && { ...current, productionOrder: orderId(n) },
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-02T12:00:00.000Z',
    ...extra,
  };
}

/** The list of orders at `list` (one page) and the transitions of their current runs. */
export function serveOrders(list: string, orders: ProductionOrder[], extra: StubRoute[] = []) {
  return serveList(
    list,
    orders,
    orders.flatMap((o) => (o.currentActivity ? [o.currentActivity] : [])),
    extra,
  );
}

/** GET /productionOrder/{id}/nextActivity answering `next` (null: the process has finished). */
export const nextActivityRoute = (id: string, next: { _id: string; name: string } | null): StubRoute => ({
  path: `/api/productionOrder/${id}/nextActivity`,
  body: ok({ activityId: next?._id ?? null, name: next?.name ?? null }),
});

/** GET /productionOrders/{id}: `base` with its process's activities, its runs and what it is to make. */
export function orderDetailRoute(base: ProductionOrder, runs: ExecutedActivity[], activities: { _id: string; name: string }[]): StubRoute {
  const detail: ProductionOrderDetail = {
    ...base,
    activities,
    executedActivities: runs,
    metadata: { expectedProducts: [PULPA], neededProducts: [JUGO] },
  };
  return { path: `/api/productionOrders/${base._id}`, body: ok(detail) };
}
