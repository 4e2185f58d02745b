import type { RunPlan } from '@agrocadena/contracts';
import type { ProcessNeeds, SecondaryOption } from '@agrocadena/contracts/rules';

/** The activity a production order starts with, and the amounts it is asked to make. */
export interface RunChoice {
  activity: string;
  outputs: { id: string; amount: number }[];
}

/** A process's principal activity: its last, whose outputs the order delivers. */
export const principalOf = (plan: RunPlan) => plan.activities[plan.activities.length - 1];

/** The principal activity asked for the wanted amounts, whatever the stock (outsourced, it uses none of mine). */
export const principalRun = (plan: RunPlan, wanted: Readonly<Record<string, number>>): RunChoice => ({
  activity: principalOf(plan)._id,
  outputs: Object.entries(wanted).map(([id, amount]) => ({ id, amount })),
});

/** The principal activity at the wanted amounts — only when the stock covers it. */
export function principalChoice(plan: RunPlan, wanted: Readonly<Record<string, number>>, needs: ProcessNeeds): RunChoice | null {
  return needs.short ? null : principalRun(plan, wanted);
}

/** A secondary activity asked for exactly what the principal misses of its product. */
export const secondaryChoice = (option: SecondaryOption): RunChoice => ({
  activity: option.activity,
  outputs: [{ id: option.makes.product, amount: option.makes.amount }],
});

/** What a new order is to deliver: the principal's outputs as the person asked for them. */
export const orderWants = (wanted: Readonly<Record<string, number>>) => Object.entries(wanted).map(([id, amount]) => ({ id, amount }));
