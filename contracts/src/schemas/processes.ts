import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../limits';

/** A process (docs/domain.md#processes): activities of mine in the order they run. */
export const Process = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** In order; the last is the principal activity (the start wizard reverses them). */
  activities: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
  user: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Process = Static<typeof Process>;

/**
 * POST /processes and PUT /processes/{id}/update (docs/domain.md#processes): name and description
 * required, at least one activity, each the caller's own and visible, none twice.
 */
export const ProcessBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: LIMITS.name }),
  description: Type.String({ minLength: 1, maxLength: LIMITS.description }),
  activities: Type.Array(Type.String(), { minItems: 1, maxItems: LIMITS.processActivities }),
  /** Must be the caller when given (the original client sends it; docs/domain.md#permissions). */
  user: Type.Optional(Type.String()),
});
export type ProcessBody = Static<typeof ProcessBody>;

/**
 * GET /users/{id}/processesOverview (docs/domain.md#production-overviews): the processes defined,
 * and the production orders started from them, each count the total of the list it links to. Active
 * counts the orders whose current activity a provider runs; paused the orders waiting between two
 * activities (ON_HOLD).
 */
export const ProcessesOverview = Type.Object({
  allProcesses: Type.Integer(),
  scheduledProcesses: Type.Integer(),
  activeProcesses: Type.Integer(),
  pausedProcesses: Type.Integer(),
  completedProcesses: Type.Integer(),
  abortedProcesses: Type.Integer(),
});
export type ProcessesOverview = Static<typeof ProcessesOverview>;
