/**
 * What a run needs, one function for the start wizards and the API: the wizard shows it, the API
 * consumes or reserves exactly it.
 */
import { AMOUNT_DECIMALS, amountValue, fromScaled, roundValue, toScaled, valueSum } from './decimal';

/** A product and an amount of it, as an activity lists them (base amounts per run). */
export interface NeedsLine {
  product: { _id: string };
  amount: number;
}

export interface NeedsActivity {
  _id: string;
  inputProducts: readonly NeedsLine[];
  outputProducts: readonly NeedsLine[];
}

export interface ProductAmount {
  product: string;
  amount: number;
}

/** Amounts carry two decimals: the arithmetic runs on whole hundredths, exactly. */
const hundredths = (amount: number): bigint => toScaled(amount, AMOUNT_DECIMALS);
const fromHundredths = (value: bigint): number => Number(fromScaled(value, AMOUNT_DECIMALS));
/** The wizard shows costs to the cent of a peso. */
const COST_DECIMALS = 2;
const ceilDivide = (a: bigint, b: bigint): bigint => (a + b - 1n) / b;

/**
 * How many times the base run the wanted outputs ask for: the largest ratio of wanted to base
 * amount over the outputs (an output not wanted counts 0), as a fraction [numerator, denominator].
 */
function largestRatio(activity: NeedsActivity, wanted: Readonly<Record<string, number>>): [bigint, bigint] {
  let best: [bigint, bigint] = [0n, 1n];
  for (const output of activity.outputProducts) {
    const ratio: [bigint, bigint] = [hundredths(wanted[output.product._id] ?? 0), hundredths(output.amount)];
    if (ratio[1] > 0n && ratio[0] * best[1] > best[0] * ratio[1]) best = ratio;
  }
  return best;
}

/**
 * docs/domain.md#production-needs: each input's required amount = its base amount × the largest
 * ratio of wanted to base output, rounded up to the hundredth (a run never starts a gram short).
 * The start-process rule — (input / its output) × wanted, the costliest alternative when there are
 * several outputs — is the same number: every alternative scales the same inputs, so the costliest
 * is the largest ratio.
 */
export function requiredInputs(activity: NeedsActivity, wanted: Readonly<Record<string, number>>): ProductAmount[] {
  const [numerator, denominator] = largestRatio(activity, wanted);
  return activity.inputProducts.map((input) => ({
    product: input.product._id,
    amount: fromHundredths(ceilDivide(hundredths(input.amount) * numerator, denominator)),
  }));
}

/**
 * Every output of a run at the same ratio as its needs: what it is expected to make when it is asked
 * for `wanted` (a secondary activity asked for one missing product makes its other outputs too).
 */
export function expectedOutputs(activity: NeedsActivity, wanted: Readonly<Record<string, number>>): ProductAmount[] {
  const [numerator, denominator] = largestRatio(activity, wanted);
  return activity.outputProducts.map((output) => ({
    product: output.product._id,
    amount: fromHundredths(ceilDivide(hundredths(output.amount) * numerator, denominator)),
  }));
}

/** What a run asked for `wanted` is expected to make: the amounts asked for as asked, its other outputs at the run's size. */
export function runOutputs(activity: NeedsActivity, wanted: Readonly<Record<string, number>>): ProductAmount[] {
  return expectedOutputs(activity, wanted).map((line) => ({ ...line, amount: wanted[line.product] ?? line.amount }));
}

/** What a new production order is to deliver, and what its principal (the process's last activity) needs for it. */
export interface OrderPlan {
  expectedProducts: ProductAmount[];
  neededProducts: ProductAmount[];
}

/**
 * The plan of an order asked for `wanted` of the principal's outputs, whichever activity it starts
 * with (a secondary one first makes what the principal misses): the API records it when the order
 * opens, in the same transaction as its first run.
 */
export function orderPlan(activities: readonly NeedsActivity[], wanted: Readonly<Record<string, number>>): OrderPlan {
  const principal = activities[activities.length - 1];
  return { expectedProducts: runOutputs(principal, wanted), neededProducts: requiredInputs(principal, wanted) };
}

/** What the stock holds of a product, as the wizard reads it. */
export interface StockInfo {
  /** Amount minus what scheduled runs and accepted requests reserved. */
  available: number;
  unitCost: number;
}

export interface NeedCheck extends ProductAmount {
  available: number;
  /** Pesos: the required amount at the product's unit cost. */
  cost: number;
  /** required − available when short, else 0. */
  missing: number;
}

/** Each required input beside what is available of it; short when the stock does not cover it. */
export function checkNeeds(required: readonly ProductAmount[], stock: Readonly<Record<string, StockInfo>>): NeedCheck[] {
  return required.map((need) => {
    const info = stock[need.product] ?? { available: 0, unitCost: 0 };
    const missing = hundredths(need.amount) - hundredths(info.available);
    return {
      ...need,
      available: info.available,
      cost: Number(amountValue(need.amount, info.unitCost, COST_DECIMALS)),
      missing: missing > 0n ? fromHundredths(missing) : 0,
    };
  });
}

export const isShort = (needs: readonly NeedCheck[]): boolean => needs.some((need) => need.missing > 0);
export const totalCost = (needs: readonly NeedCheck[]): number => Number(roundValue(valueSum(...needs.map((need) => need.cost)), COST_DECIMALS));

/** A secondary activity of the process that could make a missing input. */
export interface SecondaryOption {
  activity: string;
  /** The missing input it would make, and how much of it (exactly what is missing). */
  makes: ProductAmount;
  /** All its outputs at that run's size (what the start wizard is pre-filled with). */
  outputs: ProductAmount[];
  needs: NeedCheck[];
  cost: number;
  /** False while its own inputs are short (its start button is disabled). */
  canStart: boolean;
}

export interface ProcessNeeds {
  principal: string;
  needs: NeedCheck[];
  cost: number;
  short: boolean;
  /** For each missing input, at any depth of the chain, the activities that could make it. */
  secondary: SecondaryOption[];
}

/**
 * The start-process wizard's step 1: the principal activity (the process's last) at the wanted
 * outputs, and for every shortage the other activities of the process that make the missing
 * product — and, when one of those is short too, what could make its missing inputs, and so on.
 */
export function processNeeds(
  activities: readonly NeedsActivity[],
  wanted: Readonly<Record<string, number>>,
  stock: Readonly<Record<string, StockInfo>>,
): ProcessNeeds {
  const principal = activities[activities.length - 1];
  const needs = checkNeeds(requiredInputs(principal, wanted), stock);
  const secondary: SecondaryOption[] = [];

  const coverShortages = (lines: NeedCheck[], path: ReadonlySet<string>) => {
    for (const line of lines.filter((l) => l.missing > 0)) {
      const makers = activities.filter((a) => !path.has(a._id) && a.outputProducts.some((o) => o.product._id === line.product));
      for (const maker of makers) {
        const asked = { [line.product]: line.missing };
        const makerNeeds = checkNeeds(requiredInputs(maker, asked), stock);
        secondary.push({
          activity: maker._id,
          makes: { product: line.product, amount: line.missing },
          outputs: expectedOutputs(maker, asked),
          needs: makerNeeds,
          cost: totalCost(makerNeeds),
          canStart: !isShort(makerNeeds),
        });
        coverShortages(makerNeeds, new Set([...path, maker._id]));
      }
    }
  };
  coverShortages(needs, new Set([principal._id]));
  return { principal: principal._id, needs, cost: totalCost(needs), short: isShort(needs), secondary };
}
