import type { Lot } from '@agrocadena/contracts';
import { ENTERPRISE_USER } from './activity-fixtures';
import { MANGO } from './plan-fixtures';

/** Past every test's today, and long before it. */
export const LONG_AGO = '2020-01-15';

/** A lot of mine with something left (10 Kg of mango, none reserved, no expiry unless told). */
export function lot(code: string, extra: Partial<Lot> = {}): Lot {
  const { _id, firstName, lastName, enterpriseName, email } = ENTERPRISE_USER;
  return {
    _id: `lot-${code}`,
    code,
    product: MANGO,
    owner: { _id, firstName, lastName, enterpriseName, email, phone: null, town: null },
    mine: true,
    enteredOn: '2026-11-20',
    expiresOn: null,
    expiryWarningDays: 7,
    origin: 'addition',
    amount: 10,
    left: 10,
    reserved: 0,
    unitCost: 1000,
    run: null,
    request: null,
    ...extra,
  };
}

/** GET /products/{id}/lots of each product named, none for any other. */
export const lotsRoute = (lotsByProduct: Record<string, Lot[]> = {}) => ({
  path: /^\/api\/products\/[^/]+\/lots\?/,
  body: (call: { path: string }) => {
    const product = /\/api\/products\/([^/]+)\/lots/.exec(call.path)?.[1] ?? '';
    const lots = lotsByProduct[product] ?? [];
    return { success: true, message: '', data: lots, totalItems: lots.length };
  },
});

/** A 409 LOT_EXPIRED naming `lots`. */
export const lotExpired = (lots: Lot[]) => ({
  success: false,
  code: 'LOT_EXPIRED',
  message: 'Estos lotes ya vencieron',
  data: { lots: lots.map(({ _id, code, expiresOn }) => ({ _id, code, expiresOn })) },
});
