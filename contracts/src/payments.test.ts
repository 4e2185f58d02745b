import { REQUEST_KINDS, REQUEST_STATES } from './enums';
import { canRecordPayment, isPayable, paymentDayProblem } from './payments';

describe('which requests have a price someone owes', () => {
  const agreed = { kind: 'PRODUCT' as const, state: 'ACCEPTED' as const, agreedPrice: 45000 };

  test('an agreed price is owed from acceptance to completion, and after an abort', () => {
    for (const state of ['ACCEPTED', 'PROPOSAL_ACCEPTED', 'IN_PROGRESS', 'IN_TRANSPORT', 'SIMPLE_PENDING_RECEPTION', 'COMPLETED', 'ABORTED'] as const)
      expect(isPayable({ ...agreed, state })).toBe(true);
  });

  test('nothing is owed before a price is agreed, once refused or withdrawn, or without a price', () => {
    for (const state of ['PENDING', 'PROPOSAL_SUBMITTED', 'REJECTED', 'CANCELLED'] as const) expect(isPayable({ ...agreed, state })).toBe(false);
    expect(isPayable({ ...agreed, agreedPrice: null })).toBe(false);
    expect(isPayable({ ...agreed, agreedPrice: 0 })).toBe(false);
  });

  test('a delivery is owed its price to collect, if it has one, and its sender is paid', () => {
    expect(isPayable({ kind: 'DELIVERY', state: 'IN_TRANSPORT', agreedPrice: 1000 })).toBe(true);
    for (const state of REQUEST_STATES) expect(isPayable({ kind: 'DELIVERY', state, agreedPrice: null })).toBe(false);
    expect(canRecordPayment({ kind: 'DELIVERY', state: 'COMPLETED', agreedPrice: 1000 }, 'requester')).toBe(true);
    expect(canRecordPayment({ kind: 'DELIVERY', state: 'COMPLETED', agreedPrice: 1000 }, 'provider')).toBe(false);
  });

  test('on every asked kind the provider, who is paid, records it', () => {
    for (const kind of REQUEST_KINDS.filter((k) => k !== 'DELIVERY')) {
      expect(canRecordPayment({ kind, state: 'COMPLETED', agreedPrice: 1000 }, 'provider')).toBe(true);
      expect(canRecordPayment({ kind, state: 'COMPLETED', agreedPrice: 1000 }, 'requester')).toBe(false);
    }
  });
});

describe('the day a payment is recorded with', () => {
  // 28 Nov 2026, 8 pm in Colombia: already the 29th in UTC.
  const now = new Date('2026-11-29T01:00:00Z');
  const created = new Date('2026-11-20T15:00:00Z');

  test('any day from the request to today in the region', () => {
    expect(paymentDayProblem('2026-11-28', created, now)).toBeNull();
    expect(paymentDayProblem('2026-11-20', created, now)).toBeNull();
  });

  test('never after today in the region, however late in the evening', () => {
    expect(paymentDayProblem('2026-11-29', created, now)).toBe('futureDate');
  });

  test('never before the request was made, nor something that is not a day', () => {
    expect(paymentDayProblem('2026-11-19', created, now)).toBe('beforeRequest');
    expect(paymentDayProblem('2026-02-30', created, now)).toBe('format');
    expect(paymentDayProblem('28/11/2026', created, now)).toBe('format');
  });
});
