import type { Lot, LotRef } from '@agrocadena/contracts';
import { ME, MANGO } from './request-fixtures';

/** Past every test's today, and long before it. */
export const LONG_AGO = '2020-01-15';

/** A lot of mine with something left (10 Kg of mango, none reserved, no expiry unless told). */
export function lot(code: string, extra: Partial<Lot> = {}): Lot {
  return {
    _id: `lot-${code}`,
    code,
    product: MANGO,
    owner: { _id: ME._id, firstName: ME.firstName, lastName: ME.lastName, enterpriseName: null, email: ME.email, phone: null, town: null },
    mine: true,
    enteredOn: '2026-11-20',
    expiresOn: null,
    expiryWarningDays: 7,
    origin: 'addition',
    amount: 10,
    left: 10,
    reserved: 0,
    unitCost: 2400,
    run: null,
    request: null,
    ...extra,
  };
}

/** What a delivered line names of a lot: the amount that left it, negative. */
export const lotRef = (code: string, left: number, expired = false): LotRef => ({ _id: `lot-${code}`, code, amount: -left, expired });

/** GET /products/{id}/lots answering `lots` in one page. */
export const lotsPage = (lots: Lot[]) => ({ success: true, message: '', data: lots, totalItems: lots.length });
