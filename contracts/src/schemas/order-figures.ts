import { Type, type Static } from '@sinclair/typebox';
import { EXECUTION_STATES } from '../enums';
import { Nullable, OneOf } from './common';
import { ExecutedActivity, ProductionOrder, RunProduct } from './executions';

const DateTime = Type.String({ format: 'date-time' });

/** An input a run consumed: how much left the stock and what it was worth then (pesos, 4 decimals). */
export const ConsumedInput = Type.Object({
  product: RunProduct.properties.product,
  amount: Type.Number(),
  cost: Type.Number(),
});
export type ConsumedInput = Static<typeof ConsumedInput>;

/**
 * An output of a run or of an order (docs/domain.md#order-figures): expected against what really
 * came out, the yield (actual ÷ expected, in percent to a tenth; null when nothing was expected),
 * its share of the cost (pesos, 4 decimals) and that share per unit made (null when none was made).
 */
export const OutputFigures = Type.Object({
  product: RunProduct.properties.product,
  expected: Type.Number(),
  actual: Type.Number(),
  yieldPercent: Nullable(Type.Number()),
  cost: Type.Number(),
  unitCost: Nullable(Type.Number()),
});
export type OutputFigures = Static<typeof OutputFigures>;

/** GET /executedActivities/{id}/figures: what a run consumed and made, and what each output cost. */
export const RunFigures = Type.Object({
  _id: Type.String(),
  activity: Type.Object({ _id: Type.String(), name: Type.String() }),
  status: OneOf(EXECUTION_STATES),
  startedAt: Nullable(DateTime),
  finishedAt: Nullable(DateTime),
  /** Pesos: the run's final cost, null while it is not over. */
  finalCost: Nullable(Type.Number()),
  inputs: Type.Array(ConsumedInput),
  outputs: Type.Array(OutputFigures),
});
export type RunFigures = Static<typeof RunFigures>;

/** A finished run as the archive lists it: the run, and each output's figures, its cost per unit made included. */
export const ArchivedRun = Type.Composite([ExecutedActivity, Type.Object({ outputs: Type.Array(OutputFigures) })]);
export type ArchivedRun = Static<typeof ArchivedRun>;

/**
 * A finished production order as its list shows it (docs/domain.md#order-figures): its total cost
 * and what it delivered against its plan.
 */
export const FinishedOrder = Type.Composite([
  ProductionOrder,
  Type.Object({
    /** When its last run ended. */
    finishedAt: Nullable(DateTime),
    /** Pesos: what the order cost, its own intermediate products counted once. */
    totalCost: Type.Number(),
    /** What the order was to deliver (its plan), against what its runs made of it. */
    outputs: Type.Array(OutputFigures),
  }),
]);
export type FinishedOrder = Static<typeof FinishedOrder>;

/** GET /productionOrders/{id}/figures: the order's figures, and each of its runs' in order. */
export const OrderFigures = Type.Composite([
  FinishedOrder,
  Type.Object({
    /** Pesos: the sum of its runs' final costs. */
    stepsCost: Type.Number(),
    /** Pesos: what its later steps consumed of what its earlier steps made, at the cost it was made at (counted in stepsCost twice). */
    reusedCost: Type.Number(),
    steps: Type.Array(RunFigures),
  }),
]);
export type OrderFigures = Static<typeof OrderFigures>;
