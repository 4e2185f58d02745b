import { previewStockChange, stockLevels, toStockChangeBody } from './stock-rules';

const LEVEL = { _id: 'p1', amount: 10, reserved: 0, unitCost: 5000, stockValue: 50000 };

describe('stock rules', () => {
  it('adding: new total and weighted average (old value + cost) / new total', () => {
    expect(previewStockChange(LEVEL, 5, 40000)).toEqual({
      kind: 'addition',
      newAmount: 15,
      newAvailable: 15,
      newUnitCost: 6000,
      exceedsAvailable: false,
    });
    expect(previewStockChange(LEVEL, 5, null).newUnitCost).toBeNull();
  });

  it('previews the unit cost the server will store: rounded half up to 4 decimals, never a float’s tail', () => {
    // (10,000 + 1) / 3 = 3,333.666…; 1 peso over 32 units = 0.03125 → 0.0313.
    expect(previewStockChange({ amount: 2, reserved: 0, unitCost: 5000, stockValue: 10000 }, 1, 1).newUnitCost).toBe(3333.6667);
    expect(previewStockChange({ amount: 0, reserved: 0, unitCost: 0, stockValue: 0 }, 32, 1).newUnitCost).toBe(0.0313);
    // 0.1 + 0.2 Kg is 0.3 Kg, and 0.3 Kg that cost 0.3 pesos cost 1 peso each.
    expect(previewStockChange({ amount: 0.1, reserved: 0, unitCost: 1, stockValue: 0.1 }, 0.2, 0.2)).toEqual({
      kind: 'addition',
      newAmount: 0.3,
      newAvailable: 0.3,
      newUnitCost: 1,
      exceedsAvailable: false,
    });
  });

  it('removing keeps the unit cost and refuses more than the stock', () => {
    expect(previewStockChange(LEVEL, -4, null)).toEqual({
      kind: 'removal',
      newAmount: 6,
      newAvailable: 6,
      newUnitCost: 5000,
      exceedsAvailable: false,
    });
    expect(previewStockChange(LEVEL, -10, null).exceedsAvailable).toBe(false);
    expect(previewStockChange(LEVEL, -10.01, null).exceedsAvailable).toBe(true);
  });

  it('what is reserved stays: 13 Un with 5 reserved leave 8 to remove, and adding keeps the 5 aside', () => {
    const held = { ...LEVEL, amount: 13, reserved: 5 };
    expect(stockLevels(held)).toEqual({ amount: 13, reserved: 5, available: 8 });
    expect(previewStockChange(held, -8, null)).toMatchObject({ newAmount: 5, newAvailable: 0, exceedsAvailable: false });
    // The server refuses a new stock below what is reserved (400 belowReserved): so does the preview.
    expect(previewStockChange(held, -10, null)).toMatchObject({ newAmount: 3, exceedsAvailable: true });
    expect(previewStockChange(held, -8.01, null).exceedsAvailable).toBe(true);
    expect(previewStockChange(held, 2, 100)).toMatchObject({ newAmount: 15, newAvailable: 10, exceedsAvailable: false });
    // Hundredths exactly: 0.3 on hand, 0.1 reserved, 0.2 free.
    expect(stockLevels({ amount: 0.3, reserved: 0.1 }).available).toBe(0.2);
  });

  it('zero, empty and a change below a hundredth change nothing', () => {
    for (const entered of [0, null, undefined, 0.004]) expect(previewStockChange(LEVEL, entered, 100).kind).toBe('none');
  });

  it('sums hundredths exactly and sends a cost only when adding', () => {
    expect(toStockChangeBody({ _id: 'p1', amount: 10.1 }, 0.2, 300)).toEqual({ product: 'p1', amount: 10.3, previousAmount: 10.1, cost: 300 });
    expect(toStockChangeBody({ _id: 'p1', amount: 0.3 }, -0.1, 999)).toEqual({ product: 'p1', amount: 0.2, previousAmount: 0.3, cost: null });
  });

  it('an addition names its lot’s code and expiry, a removal the lots it takes; each only its own', () => {
    const lots = { lotCode: 'PROV-778', expiresOn: '2026-12-01', lots: [{ lot: 'l1', amount: 2 }] };
    expect(toStockChangeBody({ _id: 'p1', amount: 10 }, 5, 40000, lots)).toEqual({
      product: 'p1',
      amount: 15,
      previousAmount: 10,
      cost: 40000,
      lotCode: 'PROV-778',
      expiresOn: '2026-12-01',
    });
    expect(toStockChangeBody({ _id: 'p1', amount: 10 }, -2, null, lots)).toEqual({
      product: 'p1',
      amount: 8,
      previousAmount: 10,
      cost: null,
      lots: [{ lot: 'l1', amount: 2 }],
    });
    expect(toStockChangeBody({ _id: 'p1', amount: 10 }, -2, null, { lots: [] })).not.toHaveProperty('lots');
  });
});
