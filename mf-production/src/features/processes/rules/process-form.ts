import type { Process, ProcessBody } from '@agrocadena/contracts';

/** An activity in a process as the form holds it. */
export interface ProcessStep {
  _id: string;
  name: string;
}

export interface ProcessFormValues {
  name?: string;
  description?: string;
  activities?: ProcessStep[];
}

/** docs/domain.md#processes: an activity cannot be added twice; adding one already there changes nothing. */
export function addStep(steps: readonly ProcessStep[], step: ProcessStep): ProcessStep[] {
  return steps.some((other) => other._id === step._id) ? [...steps] : [...steps, step];
}

export const removeStep = (steps: readonly ProcessStep[], id: string): ProcessStep[] => steps.filter((step) => step._id !== id);

/** The order after dragging the step at `from` to `to` (both within the list). */
export function moveStep(steps: readonly ProcessStep[], from: number, to: number): ProcessStep[] {
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** The body of POST /processes and PUT /processes/{id}/update: the activities' ids in order. */
export function toProcessBody(values: ProcessFormValues, userId: string): ProcessBody {
  return {
    user: userId,
    name: (values.name ?? '').trim(),
    description: (values.description ?? '').trim(),
    activities: (values.activities ?? []).map((step) => step._id),
  };
}

export const processToFormValues = (process: Process): ProcessFormValues => ({
  name: process.name,
  description: process.description,
  activities: process.activities.map(({ _id, name }) => ({ _id, name })),
});

export const PROCESS_FIELDS = { fields: ['name', 'description', 'activities'] };
