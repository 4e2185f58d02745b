import { lotsPreview, pickableLots } from './lots-preview';
import type { Lot } from './schemas/lots';

/** Past every test's today, and long before it. */
const LONG_AGO = '2020-01-15';

/** A lot of mine with something left (10 Kg, none reserved, no expiry unless told). */
const lot = (code: string, extra: Partial<Lot> = {}): Lot => ({
  _id: `lot-${code}`,
  code,
  product: { _id: 'p-mango', name: 'Mango Tommy', unitMeasure: 'Kg' },
  owner: { _id: 'u1', firstName: 'Ana', lastName: 'Pérez', enterpriseName: null, email: 'ana@agro.test', phone: null, town: null },
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
});

const NOW = new Date('2026-11-28T15:00:00.000Z');

describe('lotsPreview', () => {
  it('takes the lots in the order the server lists them, within what is free of each', () => {
    const lots = [lot('A', { expiresOn: '2026-12-01', left: 5, reserved: 1 }), lot('B', { left: 10 })];
    expect(lotsPreview(lots, 7, NOW)).toEqual({
      parts: [
        { lot: 'lot-A', code: 'A', amount: 4, expired: false },
        { lot: 'lot-B', code: 'B', amount: 3, expired: false },
      ],
      needsConfirmation: false,
    });
  });

  it('keeps two lots of one day in the server’s order', () => {
    const lots = [lot('Z', { left: 1 }), lot('A', { left: 1 })];
    expect(pickableLots(lots).map((one) => one.id)).toEqual(['lot-Z', 'lot-A']);
    expect(lotsPreview(lots, 1.5, NOW)?.parts.map((part) => [part.code, part.amount])).toEqual([
      ['Z', 1],
      ['A', 0.5],
    ]);
  });

  it('reaches expired lots last, saying they need a confirmation', () => {
    const lots = [lot('OLD', { expiresOn: LONG_AGO, left: 4 }), lot('NEW', { expiresOn: '2027-01-01', left: 2 })];
    expect(lotsPreview(lots, 1, NOW)).toEqual({ parts: [{ lot: 'lot-NEW', code: 'NEW', amount: 1, expired: false }], needsConfirmation: false });
    expect(lotsPreview(lots, 3, NOW)).toEqual({
      parts: [
        { lot: 'lot-NEW', code: 'NEW', amount: 2, expired: false },
        { lot: 'lot-OLD', code: 'OLD', amount: 1, expired: true },
      ],
      needsConfirmation: true,
    });
  });

  it('previews nothing the lots cannot cover, nor no amount', () => {
    const lots = [lot('A', { left: 2 })];
    expect(lotsPreview(lots, 3, NOW)).toBeNull();
    expect(lotsPreview(lots, null, NOW)).toBeNull();
    expect(lotsPreview(lots, 0, NOW)).toBeNull();
  });
});
