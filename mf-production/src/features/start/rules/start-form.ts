import type { ProductionOrderDetail, Request, RunPlan } from '@agrocadena/contracts';
import { LIMITS } from '@agrocadena/contracts/core';
import { checkNeeds, requiredInputs, type NeedsActivity } from '@agrocadena/contracts/rules';
import { isUnreadable, readableNumber } from '@agrocadena/shared-ui';

/** Why an amount to produce cannot be used (docs/domain.md#production-needs): common:validation.<key>. */
export type AmountProblem = 'enterTheAmount' | 'invalidAmount';

/** An amount to produce: typed, above 0, within the contract's limit. */
export function amountProblem(value: unknown): AmountProblem | null {
  // Text the field cannot read is numberInputRule's to explain.
  if (isUnreadable(value)) return null;
  const amount = readableNumber(value);
  if (amount === null) return 'enterTheAmount';
  return amount > 0 && amount <= LIMITS.amount ? null : 'invalidAmount';
}

export type StartWhen = 'now' | 'scheduled';

/** The typed amounts above 0, by product id: what the needs are computed for. */
export function wantedAmounts(values: Readonly<Record<string, unknown>> | undefined): Record<string, number> {
  const wanted: Record<string, number> = {};
  for (const [product, value] of Object.entries(values ?? {})) {
    const amount = readableNumber(value);
    if (amount !== null && amount > 0) wanted[product] = amount;
  }
  return wanted;
}

type PlanOutputs = RunPlan['activities'][number]['outputProducts'];

/**
 * An activity started to continue a production order, pre-filled from the order (a linked order
 * fills the wizard: docs/domain.md#production-orders): an output the order is to deliver takes its
 * expected amount, an intermediate the order needs takes the needed amount.
 */
export function amountsFromOrder(outputs: PlanOutputs, order: ProductionOrderDetail | undefined) {
  return amountsOf(outputs, order?.metadata ? [...order.metadata.expectedProducts, ...order.metadata.neededProducts] : []);
}

/** An activity run for a production request made to me: each output the request asks for takes the amount asked. */
export const amountsFromRequest = (outputs: PlanOutputs, request: Pick<Request, 'products'> | undefined) =>
  amountsOf(outputs, request?.products ?? []);

/** The amount of each output found among `lines`, by product id. */
function amountsOf(outputs: PlanOutputs, lines: readonly { product: { _id: string }; amount: number }[]) {
  const amounts: Record<string, number> = {};
  for (const output of outputs) {
    const line = lines.find((l) => l.product._id === output.product._id);
    if (line) amounts[output.product._id] = line.amount;
  }
  return amounts;
}

export interface PlanProduct {
  _id: string;
  name: string;
  unitMeasure: string;
}

/** Every product the plan's activities consume or make, by id: the names the needs are shown with. */
export function planProducts(plan: RunPlan): Record<string, PlanProduct> {
  const products: Record<string, PlanProduct> = {};
  for (const activity of plan.activities)
    for (const line of [...activity.inputProducts, ...activity.outputProducts]) products[line.product._id] = line.product;
  return products;
}

/**
 * The needs of the amounts typed so far (docs/domain.md#production-needs): each input at the
 * largest ratio of wanted to base output, beside the stock.
 */
export const needsFor = (activity: NeedsActivity, plan: RunPlan, amounts: Readonly<Record<string, unknown>> | undefined) =>
  checkNeeds(requiredInputs(activity, wantedAmounts(amounts)), plan.stock);

/**
 * The amounts a production order is started for ('Debe ingresar la cantidad…' otherwise;
 * docs/domain.md#production-needs): at least one output above 0 and none typed as 0; null when not
 * so (no calculation is done).
 */
export function amountsToProduce(values: Readonly<Record<string, unknown>> | undefined): Record<string, number> | null {
  const typed = Object.values(values ?? {}).filter((value) => readableNumber(value) !== null);
  const wanted = wantedAmounts(values);
  return Object.keys(wanted).length > 0 && Object.keys(wanted).length === typed.length ? wanted : null;
}
