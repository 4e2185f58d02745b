import { Type, type Static } from '@sinclair/typebox';
import { LotPick } from './lot-refs';
import { EXECUTION_ACTIONS } from '../executions';
import { EXECUTION_STATES, PRODUCTION_ORDER_STATES } from '../enums';
import { LIMITS } from '../limits';
import { PATTERNS } from '../patterns';
import { Activity } from './activities';
import { Nullable, OneOf } from './common';
import { UnitMeasure } from './products';

const ExecutionStateSchema = OneOf(EXECUTION_STATES);
const ProductionOrderStateSchema = OneOf(PRODUCTION_ORDER_STATES);
const ExecutionActionSchema = OneOf(EXECUTION_ACTIONS);

const DateTime = Type.String({ format: 'date-time' });
/** An ISO 8601 date-time, or a date alone (yyyy-MM-dd) where the screen's picker has no time (docs/domain.md#dates). */
const DateInput = Type.String({ pattern: PATTERNS.isoDate, maxLength: 40 });
const Amount = Type.Number({ exclusiveMinimum: 0, maximum: LIMITS.amount });
const Money = Type.Number({ minimum: 0, maximum: LIMITS.money });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const Reason = Type.String({ minLength: 1, maxLength: LIMITS.reason });
const Note = Type.String({ maxLength: LIMITS.description });

/** A product of a run and how much of it. */
export const RunProduct = Type.Object({
  product: Type.Object({ _id: Type.String(), name: Type.String(), unitMeasure: UnitMeasure }),
  amount: Type.Number(),
});
export type RunProduct = Static<typeof RunProduct>;

/** One run of an activity (docs/domain.md#runs), as every list shows it. */
export const ExecutedActivity = Type.Object({
  _id: Type.String(),
  activity: Type.Object({ _id: Type.String(), name: Type.String(), estimatedDurationInHours: Type.Number() }),
  status: ExecutionStateSchema,
  /** What its owner may do now (the contract's transition table). */
  actions: Type.Array(ExecutionActionSchema),
  /** The production order it is a step of, or null. */
  productionOrder: Nullable(Type.String()),
  /** The provider running it for the owner (outsourced), or null. */
  provider: Nullable(Type.Object({ _id: Type.String(), firstName: Type.String(), enterpriseName: Nullable(Type.String()) })),
  /** The customer whose production request the run carries out (a run of mine done for someone else), or null. */
  customer: Nullable(Type.Object({ _id: Type.String(), firstName: Type.String(), enterpriseName: Nullable(Type.String()) })),
  request: Nullable(Type.String()),
  expectedOutputProducts: Type.Array(RunProduct),
  neededProducts: Type.Array(RunProduct),
  /** Pesos: what the consumed inputs were worth (0 until started). */
  inputProductsCost: Type.Number(),
  /** Pesos: the extra costs added on each resume. */
  extraCosts: Type.Number(),
  /** inputProductsCost + extraCosts: the least a completion's final cost can be. */
  runningCost: Type.Number(),
  finalCost: Nullable(Type.Number()),
  finalOutputProducts: Type.Array(RunProduct),
  scheduleTime: Nullable(DateTime),
  startedAt: Nullable(DateTime),
  /** startedAt + the activity's estimated duration. */
  estimatedFinishingDate: Nullable(DateTime),
  pausedAt: Nullable(DateTime),
  pauseReason: Nullable(Type.String()),
  expectedResumeDate: Nullable(DateTime),
  finishedAt: Nullable(DateTime),
  /** Why it was aborted. */
  reason: Nullable(Type.String()),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type ExecutedActivity = Static<typeof ExecutedActivity>;

/** What happened to a run, in order: who did what, when, with which note or reason. */
export const Milestone = Type.Object({
  action: Type.Union([Type.Literal('create'), ExecutionActionSchema]),
  status: ExecutionStateSchema,
  note: Nullable(Type.String()),
  /** Pesos: a resume's extra cost, a completion's or an abort's final cost. */
  cost: Nullable(Type.Number()),
  date: DateTime,
});
export type Milestone = Static<typeof Milestone>;

export const ExecutedActivityDetail = Type.Composite([ExecutedActivity, Type.Object({ milestones: Type.Array(Milestone) })]);
export type ExecutedActivityDetail = Static<typeof ExecutedActivityDetail>;

/**
 * POST /executeActivity (docs/domain.md#runs): run `activityId` now, or schedule it
 * (`scheduleTime`, today or later). `productionOrder` names the process when starting one (a new
 * order) or the order itself when continuing it. The server computes the needs from the activity
 * and the expected outputs (the contract's requiredInputs, as the wizard shows them);
 * `neededProducts` is accepted as the original client sends it (docs/domain.md#calls). Outsourcing
 * (providerId, serviceId) comes with the marketplace.
 */
/**
 * A new production order (`productionOrder` names a process): what it is to deliver, the amounts of
 * the process's last activity's outputs the person asked for. The API plans the order from it
 * (what it delivers and needs) in the same transaction as its first run.
 */
export const OrderWants = Type.Array(Type.Object({ id: Id, amount: Amount }), { minItems: 1, maxItems: LIMITS.activityProducts });

export const ExecuteActivityBody = Type.Object({
  activityId: Id,
  userId: Type.Optional(Id),
  expectedOutputProducts: Type.Array(Type.Object({ id: Id, amount: Amount, counterpart: Type.Optional(Id) }), {
    minItems: 1,
    maxItems: LIMITS.activityProducts,
  }),
  neededProducts: Type.Optional(Type.Array(Type.Object({ id: Id, amount: Type.Number() }), { maxItems: LIMITS.activityProducts })),
  providerId: Type.Optional(Id),
  serviceId: Type.Optional(Id),
  requestId: Type.Optional(Id),
  productionOrder: Type.Optional(Id),
  orderWants: Type.Optional(OrderWants),
  /** A run started now: which lots its inputs leave, and whether expired ones may (docs/domain.md#lots). */
  ...LotPick,
  requiredDate: Type.Optional(DateInput),
  scheduleTime: Type.Optional(DateInput),
});
export type ExecuteActivityBody = Static<typeof ExecuteActivityBody>;

export const ExecutionRef = Type.Object({ executedActivityId: Id });

export const StartActivityBody = Type.Composite([
  ExecutionRef,
  Type.Object({
    neededProducts: Type.Optional(Type.Array(Type.Object({ id: Id, amount: Type.Number() }), { maxItems: LIMITS.activityProducts })),
    ...LotPick,
  }),
]);
export type StartActivityBody = Static<typeof StartActivityBody>;

/** Pause (docs/domain.md#run-states): a reason of up to 80 characters and the date work should resume (today or later). */
export const PauseActivityBody = Type.Composite([ExecutionRef, Type.Object({ reason: Reason, expectedResumeDate: DateInput })]);
export type PauseActivityBody = Static<typeof PauseActivityBody>;

/** Resume with a note and the extra cost the pause brought (whole pesos, 0 allowed). */
export const RestartActivityBody = Type.Composite([
  ExecutionRef,
  Type.Object({ notes: Type.Optional(Note), extraCosts: Type.Integer({ minimum: 0, maximum: LIMITS.money }) }),
]);
export type RestartActivityBody = Static<typeof RestartActivityBody>;

const FinishedProducts = Type.Array(Type.Object({ product: Id, amount: Amount }), { maxItems: LIMITS.activityProducts });

/**
 * Complete (docs/domain.md#run-states): each finished amount one of the expected outputs, once, what
 * really came out (above 0, more or less than expected, up to the amount limit); the final cost at
 * least the running cost (inputs + extras); an optional note.
 */
export const CompleteActivityBody = Type.Composite([
  ExecutionRef,
  Type.Object({
    completedProducts: Type.Array(FinishedProducts.items, { minItems: 1, maxItems: LIMITS.activityProducts }),
    finalCost: Money,
    note: Type.Optional(Note),
  }),
]);
export type CompleteActivityBody = Static<typeof CompleteActivityBody>;

/**
 * Abort: reason and final cost required (a started run's at least its running cost, a scheduled
 * one's 0); the paused-list variant also names what was finished, as it came out.
 */
export const AbortActivityBody = Type.Composite([
  ExecutionRef,
  Type.Object({ reason: Reason, finalCost: Money, finishedProducts: Type.Optional(FinishedProducts) }),
]);
export type AbortActivityBody = Static<typeof AbortActivityBody>;

/**
 * POST /processMetadata: what the order is to make in the end and what it needs, for its run.
 * Deprecated since contracts 2.2.0 (executeActivity's and acceptServiceRequest's `orderWants` plan
 * the order in the same call); kept for apps built against earlier contracts.
 */
export const ProcessMetadataBody = Type.Composite([
  ExecutionRef,
  Type.Object({
    expectedProducts: Type.Array(Type.Object({ product: Id, amount: Amount }), { minItems: 1, maxItems: LIMITS.activityProducts }),
    neededProducts: Type.Array(Type.Object({ id: Id, amount: Type.Number({ minimum: 0, maximum: LIMITS.amount }) }), {
      maxItems: LIMITS.activityProducts,
    }),
  }),
]);
export type ProcessMetadataBody = Static<typeof ProcessMetadataBody>;

/** A production order as its lists show it: the process, its status and its current run. */
export const ProductionOrder = Type.Object({
  _id: Type.String(),
  process: Type.Object({ _id: Type.String(), name: Type.String() }),
  status: ProductionOrderStateSchema,
  /** The run the order is at (the last one executed), or null before any. */
  currentActivity: Nullable(ExecutedActivity),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type ProductionOrder = Static<typeof ProductionOrder>;

/** GET /productionOrders/{id}: the order, its process's activities and every run of it so far. */
export const ProductionOrderDetail = Type.Composite([
  ProductionOrder,
  Type.Object({
    activities: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
    executedActivities: Type.Array(ExecutedActivity),
    metadata: Nullable(Type.Object({ expectedProducts: Type.Array(RunProduct), neededProducts: Type.Array(RunProduct) })),
  }),
]);
export type ProductionOrderDetail = Static<typeof ProductionOrderDetail>;

/** GET /productionOrder/{id}/nextActivity: the process's next activity after the last run, null when done. */
export const NextActivity = Type.Object({ activityId: Nullable(Type.String()), name: Nullable(Type.String()) });
export type NextActivity = Static<typeof NextActivity>;

/**
 * What a start wizard needs in one call: the activities (one, or a process's in order, the last the
 * principal) with their products, and the caller's stock of each of those products.
 */
export const RunPlan = Type.Object({
  /** The activity's or the process's name (the wizard's subtitle). */
  name: Type.String(),
  activities: Type.Array(Activity),
  stock: Type.Record(
    Type.String(),
    Type.Object({
      amount: Type.Number(),
      reserved: Type.Number(),
      available: Type.Number(),
      unitCost: Type.Number(),
      price: Nullable(Type.Integer()),
    }),
  ),
});
export type RunPlan = Static<typeof RunPlan>;

/**
 * What a 409 of an execution call carries: the run's current state (INVALID_TRANSITION), or the
 * products the stock is short of (NOT_ENOUGH_PRODUCTS) with how much is needed and available.
 */
export const ExecutionConflict = Type.Object({
  status: Nullable(Type.String()),
  shortages: Type.Array(
    Type.Object({
      product: Type.Object({ _id: Type.String(), name: Type.String(), unitMeasure: UnitMeasure }),
      required: Type.Number(),
      available: Type.Number(),
    }),
  ),
});
export type ExecutionConflict = Static<typeof ExecutionConflict>;
