import type { ProcessMetadataBody, RunPlan } from '@agrocadena/contracts';
import { runOutputs, type ProcessNeeds, type SecondaryOption } from '@agrocadena/contracts/core';

/** The activity a production order starts with, and the amounts it is asked to make. */
export interface RunChoice {
  activity: string;
  outputs: { id: string; amount: number }[];
}

/** A process's principal activity: its last, whose outputs the order delivers. */
export const principalOf = (plan: RunPlan) => plan.activities[plan.activities.length - 1];

/** The principal activity at the wanted amounts — only when the stock covers it. */
export function principalChoice(plan: RunPlan, wanted: Readonly<Record<string, number>>, needs: ProcessNeeds): RunChoice | null {
  if (needs.short) return null;
  return { activity: principalOf(plan)._id, outputs: Object.entries(wanted).map(([id, amount]) => ({ id, amount })) };
}

/** A secondary activity asked for exactly what the principal misses of its product. */
export const secondaryChoice = (option: SecondaryOption): RunChoice => ({
  activity: option.activity,
  outputs: [{ id: option.makes.product, amount: option.makes.amount }],
});

/**
 * POST /processMetadata (lifecycles.md): what the order is to deliver — the principal's outputs at
 * the wanted size — and what the principal needs for it, whichever activity the order starts with.
 */
export function orderMetadata(
  plan: RunPlan,
  wanted: Readonly<Record<string, number>>,
  needs: ProcessNeeds,
): Omit<ProcessMetadataBody, 'executedActivityId'> {
  return {
    expectedProducts: runOutputs(principalOf(plan), wanted),
    neededProducts: needs.needs.map((need) => ({ id: need.product, amount: need.amount })),
  };
}
