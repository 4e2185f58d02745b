import type { RunProduct } from '@agrocadena/contracts';
import { amountLines, deliveredLines } from '../../../shared/rules/finished-amounts';
import { outputYields, signedAmount } from './output-yields';
import { finalCostOf, shortOfRunningCost } from './final-cost';
import { hasText, orderLabel } from '../../../shared/rules/run-labels';

const product = (id: string, amount: number): RunProduct => ({ product: { _id: id, name: id, unitMeasure: 'Kg' }, amount });

describe('outputYields', () => {
  const expected = [product('p-pulpa', 60), product('p-jugo', 20), product('p-cascara', 5)];

  it('sets what came out of each output typed against its expected amount: the difference, exact, and the yield', () => {
    expect(outputYields(expected, amountLines(expected, { 'p-pulpa': 61, 'p-jugo': 19.5, 'p-cascara': null }))).toEqual([
      { product: expected[0].product, expected: 60, actual: 61, difference: 1, percent: 101.7 },
      { product: expected[1].product, expected: 20, actual: 19.5, difference: -0.5, percent: 97.5 },
    ]);
    expect(outputYields(expected, amountLines(expected, { 'p-cascara': 5.29 }))).toEqual([
      { product: expected[2].product, expected: 5, actual: 5.29, difference: 0.29, percent: 105.8 },
    ]);
  });

  it('leaves out the outputs left blank or at 0', () => {
    expect(outputYields(expected, amountLines(expected, { 'p-pulpa': 0 }))).toEqual([]);
  });
});

describe('signedAmount', () => {
  it('always signs a difference, with a true minus sign, the reader’s way', () => {
    expect(signedAmount(1, 'es')).toBe('+1');
    expect(signedAmount(-0.5, 'es')).toBe('−0,5');
    expect(signedAmount(-0.5, 'en')).toBe('−0.5');
    expect(signedAmount(1250.25, 'es')).toBe('+1.250,25');
    expect(signedAmount(0, 'es')).toBe('0');
  });
});

describe('finalCostOf', () => {
  it('adds the extra cost to the running cost, a blank extra being 0', () => {
    expect(finalCostOf(150_000, 25_000)).toBe(175_000);
    expect(finalCostOf(150_000, null)).toBe(150_000);
    expect(finalCostOf(150_000, { unreadable: 'notANumber' })).toBe(150_000);
  });
});

describe('shortOfRunningCost', () => {
  it('names the least whole pesos that cover the running cost when the final cost is below it', () => {
    expect(shortOfRunningCost(1000, 159_122.3456)).toBe(159_123);
    expect(shortOfRunningCost(159_122, 159_122.3456)).toBe(159_123);
    expect(shortOfRunningCost(149_999, 150_000)).toBe(150_000);
  });

  it('lets the running cost or more through, and leaves blanks and unread text to the field’s own rules', () => {
    expect(shortOfRunningCost(159_123, 159_122.3456)).toBeNull();
    expect(shortOfRunningCost(150_000, 150_000)).toBeNull();
    expect(shortOfRunningCost(0, 0)).toBeNull();
    expect(shortOfRunningCost(null, 150_000)).toBeNull();
    expect(shortOfRunningCost({ unreadable: 'notANumber' }, 150_000)).toBeNull();
  });
});

describe('deliveredLines and amountLines', () => {
  const expected = [product('p-pulpa', 60), product('p-jugo', 20), product('p-cascara', 5)];

  it('reads the typed amounts in the order of the expected products', () => {
    expect(amountLines(expected, { 'p-jugo': 4, 'p-pulpa': 0 })).toEqual([
      { product: 'p-pulpa', amount: 0 },
      { product: 'p-jugo', amount: 4 },
      { product: 'p-cascara', amount: null },
    ]);
  });

  it('sends only the lines above 0', () => {
    expect(deliveredLines(amountLines(expected, { 'p-pulpa': 0, 'p-jugo': 4, 'p-cascara': 2.5 }))).toEqual([
      { product: 'p-jugo', amount: 4 },
      { product: 'p-cascara', amount: 2.5 },
    ]);
    expect(deliveredLines(amountLines(expected, {}))).toEqual([]);
  });
});

describe('labels', () => {
  it('shows the last 5 characters of the order, or a dash', () => {
    expect(orderLabel('665f1c2ab9e4d3a1f0c9e8b7')).toBe('9e8b7');
    expect(orderLabel(null)).toBe('—');
  });

  it('knows text from blanks', () => {
    expect(hasText(' a ')).toBe(true);
    expect(hasText('   ')).toBe(false);
    expect(hasText(undefined)).toBe(false);
  });
});
