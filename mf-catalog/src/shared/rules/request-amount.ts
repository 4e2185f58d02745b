import { requestAmountProblem } from '@agrocadena/contracts/rules';

/** An amount a request may ask for of a product measured in `unit` (the contract's requestAmountProblem: docs/domain.md#request-amounts). */
export const isRequestAmount = (value: unknown, unit: string): value is number =>
  typeof value === 'number' && requestAmountProblem(value, unit) === null;
