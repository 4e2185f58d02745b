import type { Lot, LotOwner, LotTrace, RecallLine, TraceEdge, TraceNode } from '@agrocadena/contracts';
import { SESSION_USER } from '@agrocadena/shared-ui/src/testing';

/** The session user as a lot's owner. */
export const ME: LotOwner = {
  _id: SESSION_USER._id,
  firstName: 'Ana',
  lastName: 'Pérez',
  enterpriseName: null,
  email: null,
  phone: null,
  town: null,
};

/** Another user as a recall shows them: their business and how to reach it. */
export function anOwner(overrides: Partial<LotOwner> = {}): LotOwner {
  return {
    _id: 'u-lecheria',
    firstName: 'Rosa',
    lastName: 'Díaz',
    enterpriseName: 'Lechería El Prado',
    email: 'ventas@elprado.co',
    phone: '300 555 0101',
    town: 'Sabanalarga',
    ...overrides,
  };
}

/** A lot of the session user's Mango (p1): 10 Kg entered on 2026-03-01, 6 left, $ 5.000 each. */
export function aLot(overrides: Partial<Lot> = {}): Lot {
  return {
    _id: 'l1',
    code: 'MAN-20260301-01',
    product: { _id: 'p1', name: 'Mango Tommy', unitMeasure: 'Kg' },
    owner: ME,
    mine: true,
    enteredOn: '2026-03-01',
    expiresOn: null,
    expiryWarningDays: 7,
    origin: 'initial',
    amount: 10,
    left: 6,
    reserved: 0,
    unitCost: 5000,
    run: null,
    request: null,
    ...overrides,
  };
}

/** Another user's lot as a trace shows it: no amounts, cost or origin. */
export const theirLot = (overrides: Partial<Lot> = {}): Lot =>
  aLot({ owner: anOwner(), mine: false, origin: null, amount: null, left: null, reserved: null, unitCost: null, ...overrides });

export const lotNode = (lot: Lot, depth = 0): TraceNode => ({ _id: lot._id, kind: 'lot', lot, customer: null, depth });

export const customerNode = (id: string, customer: LotOwner, depth = 1): TraceNode => ({ _id: id, kind: 'customer', lot: null, customer, depth });

export function anEdge(from: string, to: string, overrides: Partial<TraceEdge> = {}): TraceEdge {
  return { from, to, amount: 2, unitMeasure: 'Kg', day: '2026-03-02', run: null, request: null, transport: null, ...overrides };
}

export function aTrace(overrides: Partial<LotTrace> = {}): LotTrace {
  return { root: 'l1', direction: 'forward', nodes: [lotNode(aLot())], edges: [], truncated: false, ...overrides };
}

export function aRecallLine(overrides: Partial<RecallLine> = {}): RecallLine {
  return {
    customer: anOwner({ _id: 'u-tienda', enterpriseName: 'Tienda La 72', email: 'compras@la72.co', phone: '301 222 3344', town: 'Soledad' }),
    lot: { _id: 'l-tienda', code: 'MAN-20260305-01' },
    from: { _id: 'l1', code: 'MAN-20260301-01' },
    product: 'Mango Tommy',
    amount: 2,
    unitMeasure: 'Kg',
    day: '2026-03-05',
    request: { _id: 'q1', kind: 'PRODUCT' },
    ...overrides,
  };
}
