import { expiryState, isPastExpiry, lotCode, lotPrefix, pickLots, pickOrder, type PickableLot } from './lots';

const NOW = new Date('2026-11-28T15:00:00Z'); // 10:00 in the region
const lot = (id: string, enteredAt: string, expiresOn: string | null, free: string | number): PickableLot => ({ id, enteredAt, expiresOn, free });

describe('lot codes', () => {
  test('the first three letters of the name, without accents, then the day and a number', () => {
    expect(lotPrefix('Queso costeño')).toBe('QUE');
    expect(lotPrefix('Ñame espino')).toBe('NAM');
    expect(lotPrefix('Ají dulce')).toBe('AJI');
    expect(lotPrefix('7 up')).toBe('UPX');
    expect(lotPrefix('  ')).toBe('XXX');
    expect(lotCode('QUE', '2026-11-28', 3)).toBe('QUE-20261128-03');
    expect(lotCode('QUE', '2026-11-28', 104)).toBe('QUE-20261128-104');
  });
});

describe('expiry', () => {
  test("past its day a lot is expired; within the warning days, near expiry; the region's today decides", () => {
    expect(expiryState(null, 7, NOW)).toBe('fresh');
    expect(expiryState('2026-11-27', 7, NOW)).toBe('expired');
    expect(expiryState('2026-11-28', 7, NOW)).toBe('nearExpiry');
    expect(expiryState('2026-12-05', 7, NOW)).toBe('nearExpiry');
    expect(expiryState('2026-12-06', 7, NOW)).toBe('fresh');
    expect(expiryState('2026-12-06', 0, NOW)).toBe('fresh');
    // 02:00 UTC on the 29th is still the 28th in Atlántico: a lot of the 28th has not expired.
    expect(expiryState('2026-11-28', 7, new Date('2026-11-29T02:00:00Z'))).toBe('nearExpiry');
  });

  test('a lot is past expiry from the day after its expiry day; one without a day never is', () => {
    expect([isPastExpiry('2026-11-27', NOW), isPastExpiry('2026-11-28', NOW), isPastExpiry(null, NOW)]).toEqual([true, false, false]);
  });
});

describe('which lot leaves', () => {
  const lots = [
    lot('old-no-expiry', '2026-10-01T12:00:00Z', null, 10),
    lot('late', '2026-11-01T12:00:00Z', '2026-12-20', 5),
    lot('soon', '2026-11-20T12:00:00Z', '2026-12-01', 3),
    lot('expired', '2026-11-01T12:00:00Z', '2026-11-25', 4),
    lot('empty', '2026-09-01T12:00:00Z', '2026-11-29', 0),
  ];

  test('first-expiring-first, lots without an expiry after them, then the oldest', () => {
    expect(pickOrder(lots).map((l) => l.id)).toEqual(['expired', 'empty', 'soon', 'late', 'old-no-expiry']);
    expect(pickOrder([lot('b', '2026-11-02T00:00:00Z', null, 1), lot('a', '2026-11-01T00:00:00Z', null, 1)]).map((l) => l.id)).toEqual(['a', 'b']);
  });

  test('goods leave the unexpired lots first and span as many as they need', () => {
    expect(pickLots(lots, '6.5', { now: NOW })).toEqual({
      takes: [
        { lot: 'soon', amount: '3.00', expired: false },
        { lot: 'late', amount: '3.50', expired: false },
      ],
    });
  });

  test('an expired lot goes only once confirmed; a removal throws it away first without asking', () => {
    expect(pickLots(lots, 19, { now: NOW })).toEqual({ problem: { kind: 'expired', lots: ['expired'] } });
    expect(pickLots(lots, 19, { now: NOW, takeExpired: true })).toMatchObject({
      takes: [{ lot: 'soon' }, { lot: 'late' }, { lot: 'old-no-expiry' }, { lot: 'expired', amount: '1.00', expired: true }],
    });
    expect(pickLots(lots, 5, { now: NOW, expiredFirst: true })).toEqual({
      takes: [
        { lot: 'expired', amount: '4.00', expired: true },
        { lot: 'soon', amount: '1.00', expired: false },
      ],
    });
  });

  test('more than the lots hold is short, saying how much they hold', () => {
    expect(pickLots(lots, 23, { now: NOW, takeExpired: true })).toEqual({ problem: { kind: 'short', free: '22.00' } });
  });

  test("the person's own pick: lots of the product, within what is free, adding up to the amount", () => {
    expect(pickLots(lots, 4, { now: NOW, chosen: [{ lot: 'late', amount: 4 }] })).toEqual({
      takes: [{ lot: 'late', amount: '4.00', expired: false }],
    });
    expect(pickLots(lots, 4, { now: NOW, chosen: [{ lot: 'nope', amount: 4 }] })).toEqual({ problem: { kind: 'unknownLot', lot: 'nope' } });
    expect(pickLots(lots, 4, { now: NOW, chosen: [{ lot: 'soon', amount: 4 }] })).toEqual({
      problem: { kind: 'aboveLot', lot: 'soon', free: '3.00' },
    });
    expect(pickLots(lots, 4, { now: NOW, chosen: [{ lot: 'soon', amount: 3 }] })).toEqual({ problem: { kind: 'total', chosen: '3.00' } });
    expect(pickLots(lots, 4, { now: NOW, chosen: [{ lot: 'expired', amount: 4 }] })).toEqual({ problem: { kind: 'expired', lots: ['expired'] } });
    // Amounts are exact: 0.1 + 0.2 of two lots make the 0.3 asked.
    expect(
      pickLots(lots, 0.3, {
        now: NOW,
        chosen: [
          { lot: 'soon', amount: 0.1 },
          { lot: 'late', amount: 0.2 },
        ],
      }),
    ).toMatchObject({ takes: [{ amount: '0.10' }, { amount: '0.20' }] });
  });
});
