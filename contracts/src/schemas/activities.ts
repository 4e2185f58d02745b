import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../limits';
import { UnitMeasure } from './products';

/** One product an activity consumes or makes, per run at its base amounts. */
export const ActivityProduct = Type.Object({
  product: Type.Object({ _id: Type.String(), name: Type.String(), unitMeasure: UnitMeasure }),
  /** Kept to the hundredth, above 0. */
  amount: Type.Number(),
});
export type ActivityProduct = Static<typeof ActivityProduct>;

/** A production activity (docs/domain.md#activities): input products turned into output products. */
export const Activity = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  estimatedDurationInHours: Type.Number(),
  inputProducts: Type.Array(ActivityProduct),
  outputProducts: Type.Array(ActivityProduct),
  user: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Activity = Static<typeof Activity>;

/** A product of mine and how much of it, in a create or an edit. */
export const ActivityProductBody = Type.Object({
  id: Type.String(),
  /** Above 0 (docs/domain.md#activities: invalid amount), to the hundredth. */
  amount: Type.Number({ maximum: LIMITS.amount }),
});
export type ActivityProductBody = Static<typeof ActivityProductBody>;

/**
 * POST /activities and PUT /activities/{id}/update (docs/domain.md#activities): name, description
 * and duration required, duration ≥ 0, at least one input and one output (selectTheProducts), each
 * product the caller's own, visible, once per side, amount above 0.
 */
export const ActivityBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: LIMITS.name }),
  description: Type.String({ minLength: 1, maxLength: LIMITS.description }),
  estimatedDurationInHours: Type.Number({ minimum: 0, maximum: LIMITS.durationHours }),
  inputProducts: Type.Array(ActivityProductBody, { minItems: 1, maxItems: LIMITS.activityProducts }),
  outputProducts: Type.Array(ActivityProductBody, { minItems: 1, maxItems: LIMITS.activityProducts }),
  /** Must be the caller when given (the original client sends it; docs/domain.md#permissions). */
  user: Type.Optional(Type.String()),
});
export type ActivityBody = Static<typeof ActivityBody>;

/**
 * GET /users/{id}/activitiesOverview (docs/domain.md#production-overviews): the activities defined,
 * and the runs of them (steps of production orders too), each count the total of the list it links
 * to. Scheduled counts the outsourced ones not started yet, active the outsourced ones the provider
 * started.
 */
export const ActivitiesOverview = Type.Object({
  allActivities: Type.Integer(),
  scheduledActivities: Type.Integer(),
  activeActivities: Type.Integer(),
  pausedActivities: Type.Integer(),
  completedActivities: Type.Integer(),
  abortedActivities: Type.Integer(),
});
export type ActivitiesOverview = Static<typeof ActivitiesOverview>;
