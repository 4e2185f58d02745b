import type { LotChoice } from '@agrocadena/contracts';

/** A form field's path: a name, or a list's name and key. */
export type StockField = string | (string | number)[];

/**
 * Where the stock dialog shows a refusal the server named a lot field in (docs/domain.md#lots): an
 * added lot's code or expiry under its field; `lots.1.amount` under the amount typed for the lot
 * sent second. Undefined for the rest, which the dialog shows as a whole.
 */
export function stockErrorField(serverField: string | undefined, sent: readonly LotChoice[]): StockField | undefined {
  const [first, index] = (serverField ?? '')
    .replace(/^\/?body(?=[/.]|$)/, '')
    .split(/[./[\]]+/)
    .filter(Boolean);
  if (first === 'lotCode' || first === 'expiresOn') return first;
  if (first !== 'lots' || index === undefined) return undefined;
  const choice = sent[Number(index)];
  return choice ? ['chosen', choice.lot] : undefined;
}
