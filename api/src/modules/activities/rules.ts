import { capabilitiesOf, type ActivityBody, type ActivityProductBody } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { AppError, validationError } from '../../errors';
import { amountInput } from '../stock/rules';
import { requiredFreeText, requiredLine } from '../../util/text';

/** Only the user types that run production (enterprises) define activities and processes, and run them. */
export function assertDefinesProduction(caller: Caller): void {
  if (!capabilitiesOf(caller.userType).hasProduction) throw new AppError('ENTERPRISE_ONLY');
}

export interface ActivityLine {
  productId: string;
  /** Exact, 2 decimals ('2.50'). */
  amount: string;
}

export interface ActivityFields {
  name: string;
  description: string;
  estimatedDurationHours: string;
  inputs: ActivityLine[];
  outputs: ActivityLine[];
}

/** One side's products: each above 0 to the hundredth (docs/domain.md#activities: invalid amount), none twice. */
function lines(side: 'inputProducts' | 'outputProducts', given: ActivityProductBody[]): ActivityLine[] {
  const seen = new Set<string>();
  return given.map(({ id, amount }, i) => {
    if (seen.has(id)) throw validationError(`${side}.${i}.id`, 'duplicate');
    seen.add(id);
    if (!(amount > 0)) throw validationError(`${side}.${i}.amount`, 'aboveZero');
    return { productId: id, amount: amountInput(amount, `${side}.${i}.amount`) };
  });
}

/**
 * POST /activities and PUT /activities/{id}/update after their rules (docs/domain.md#activities,
 * docs/domain.md#permissions). Whether each product is the caller's and visible needs the database:
 * modules/activities/service.ts checks it.
 */
export function normaliseActivity(body: ActivityBody, caller: Caller): ActivityFields {
  assertDefinesProduction(caller);
  if (body.user !== undefined && body.user !== caller.id) throw validationError('user', 'notYourself');
  return {
    name: requiredLine(body.name, 'name'),
    description: requiredFreeText(body.description, 'description'),
    estimatedDurationHours: amountInput(body.estimatedDurationInHours, 'estimatedDurationInHours'),
    inputs: lines('inputProducts', body.inputProducts),
    outputs: lines('outputProducts', body.outputProducts),
  };
}
