import { previewStockChange, toStockChangeBody } from './stock-rules';

const LEVEL = { _id: 'p1', amount: 10, unitCost: 5000, stockValue: 50000 };

describe('stock rules', () => {
  it('adding: new total and weighted average (old value + cost) / new total', () => {
    expect(previewStockChange(LEVEL, 5, 40000)).toEqual({ kind: 'addition', newAmount: 15, newUnitCost: 6000, exceedsStock: false });
    expect(previewStockChange(LEVEL, 5, null).newUnitCost).toBeNull();
  });

  it('removing keeps the unit cost and refuses more than the stock', () => {
    expect(previewStockChange(LEVEL, -4, null)).toEqual({ kind: 'removal', newAmount: 6, newUnitCost: 5000, exceedsStock: false });
    expect(previewStockChange(LEVEL, -10, null).exceedsStock).toBe(false);
    expect(previewStockChange(LEVEL, -10.01, null).exceedsStock).toBe(true);
  });

  it('zero, empty and a change below a hundredth change nothing', () => {
    for (const entered of [0, null, undefined, 0.004]) expect(previewStockChange(LEVEL, entered, 100).kind).toBe('none');
  });

  it('sums hundredths exactly and sends a cost only when adding', () => {
    expect(toStockChangeBody({ _id: 'p1', amount: 10.1 }, 0.2, 300)).toEqual({ product: 'p1', amount: 10.3, previousAmount: 10.1, cost: 300 });
    expect(toStockChangeBody({ _id: 'p1', amount: 0.3 }, -0.1, 999)).toEqual({ product: 'p1', amount: 0.2, previousAmount: 0.3, cost: null });
  });
});
