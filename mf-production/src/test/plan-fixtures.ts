import type { ProductionOrderDetail, RunPlan } from '@agrocadena/contracts';
import { activity } from './activity-fixtures';

const kg = (id: string, name: string) => ({ _id: id, name, unitMeasure: 'Kg' as const });
export const MANGO = kg('p-mango', 'Mango Tommy');
export const PULP = kg('p-pulpa', 'Pulpa de mango');
export const PACKED = { _id: 'p-caja', name: 'Caja de pulpa', unitMeasure: 'Un' as const };

/** Despulpado: 10 Kg mango → 6 Kg pulp. Empacado (the principal): 3 Kg pulp → 6 boxes. */
export const PULPING = activity(1, {
  _id: 'a-pulping',
  name: 'Despulpado',
  inputProducts: [{ product: MANGO, amount: 10 }],
  outputProducts: [{ product: PULP, amount: 6 }],
});
export const PACKING = activity(2, {
  _id: 'a-packing',
  name: 'Empacado',
  inputProducts: [{ product: PULP, amount: 3 }],
  outputProducts: [{ product: PACKED, amount: 6 }],
});

const stock = (amount: number, unitCost: number, reserved = 0) => ({ amount, reserved, available: amount - reserved, unitCost, price: null });

/** The line mango → pulp → boxes with 100 Kg of mango free at 1.000 (20 more reserved) and 4 Kg of pulp at 2.500 in stock. */
export const LINE_PLAN: RunPlan = {
  name: 'Línea de pulpa',
  activities: [PULPING, PACKING],
  stock: { [MANGO._id]: stock(120, 1000, 20), [PULP._id]: stock(4, 2500), [PACKED._id]: stock(0, 0) },
};

export const PULPING_PLAN: RunPlan = { name: PULPING.name, activities: [PULPING], stock: LINE_PLAN.stock };

/** An order of the line, on hold after its pulping, to deliver 24 boxes needing 12 Kg of pulp. */
export const ORDER_ON_HOLD: ProductionOrderDetail = {
  _id: 'order-0000-abcde',
  process: { _id: 'proc-line', name: 'Línea de pulpa' },
  status: 'ON_HOLD',
  currentActivity: null,
  createdAt: '2026-03-10T10:00:00.000Z',
  updatedAt: '2026-03-10T12:00:00.000Z',
  activities: [
    { _id: PULPING._id, name: PULPING.name },
    { _id: PACKING._id, name: PACKING.name },
  ],
  executedActivities: [],
  metadata: { expectedProducts: [{ product: PACKED, amount: 24 }], neededProducts: [{ product: PULP, amount: 12 }] },
};
