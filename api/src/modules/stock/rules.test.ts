import {
  amountInput,
  isUnchanged,
  changeStockLevel,
  freeAmount,
  freeForNewUse,
  holdingForNewUse,
  initialLevel,
  removeStock,
  reservedAfterReleasing,
  reservedAfterReserving,
  shortagesOf,
  valueRemoved,
  type Holding,
  type StockLevel,
} from './rules';

const level = (amount: string, stockValue: string, unitCost: string): StockLevel => ({ amount, stockValue, unitCost });

const validation = (field: string, reason: string) =>
  expect.objectContaining({ code: 'VALIDATION', details: expect.objectContaining({ field, reason }) });

// The arithmetic itself is contracts/src/decimal.ts's, tested there; these are the stock's own rules.
describe('amountInput', () => {
  test('an amount from JSON keeps up to 2 decimals and refuses more', () => {
    expect(amountInput(0.29, 'amount')).toBe('0.29');
    expect(amountInput(4.35, 'amount')).toBe('4.35');
    expect(amountInput(15, 'amount')).toBe('15.00');
    expect(amountInput(999_999_999_999.99, 'amount')).toBe('999999999999.99');
    for (const bad of [1.005, 0.001, 2.125, Number.NaN]) {
      expect(() => amountInput(bad, 'previousAmount')).toThrow(validation('previousAmount', 'twoDecimals'));
    }
  });
});

describe('initialLevel', () => {
  test('10 Kg at 1,000 each is worth 10,000', () => {
    expect(initialLevel(10, 1000)).toEqual(level('10.00', '10000.0000', '1000.0000'));
  });

  test('a unit cost with a long fraction is kept to 4 decimals', () => {
    expect(initialLevel(3, 1000 / 3)).toEqual(level('3.00', '999.9999', '333.3333'));
  });

  test('nothing in stock: value 0, the unit cost given is kept', () => {
    expect(initialLevel(0, 500)).toEqual(level('0.00', '0.0000', '500.0000'));
  });

  test('a value the database cannot hold is a 400 on unitCost', () => {
    expect(() => initialLevel(999_999_999_999, 999_999_999_999)).toThrow(validation('unitCost', 'stockValueTooLarge'));
    expect(() => initialLevel(-1, 5)).toThrow(validation('amount', 'negativeStock'));
  });
});

describe('changeStockLevel: additions take the weighted average', () => {
  test('10 Kg at 1,000 + 5 Kg costing 8,000 → 15 Kg at 1,200', () => {
    const change = changeStockLevel(level('10.00', '10000.0000', '1000.0000'), 15, 8000);
    expect(change).toEqual({
      after: level('15.00', '18000.0000', '1200.0000'),
      delta: '5.00',
      movementUnitCost: '1600.0000',
      reason: 'addition',
    });
  });

  test('from an empty stock the new lot sets the unit cost', () => {
    const change = changeStockLevel(level('0.00', '0.0000', '1200.0000'), 4, 2000);
    expect(change.after).toEqual(level('4.00', '2000.0000', '500.0000'));
    expect(change.movementUnitCost).toBe('500.0000');
  });

  test('the value stays the exact sum paid; the unit cost is rounded half up to 4 decimals', () => {
    const first = changeStockLevel(level('0.00', '0.0000', '0.0000'), 3, 1000);
    expect(first.after).toEqual(level('3.00', '1000.0000', '333.3333'));
    const second = changeStockLevel(first.after, 4, 1);
    expect(second.after).toEqual(level('4.00', '1001.0000', '250.2500'));
    // 1 peso / 32 units = 0.03125 → 0.0313
    expect(changeStockLevel(level('0.00', '0.0000', '0.0000'), 32, 1).after.unitCost).toBe('0.0313');
  });

  test('fractional amounts as text or numbers', () => {
    const change = changeStockLevel(level('2.50', '5000.0000', '2000.0000'), '3.75', 3000);
    expect(change.after).toEqual(level('3.75', '8000.0000', '2133.3333'));
    expect(change.delta).toBe('1.25');
    expect(change.movementUnitCost).toBe('2400.0000');
  });

  test('a thousand small additions never drift', () => {
    let current = level('0.00', '0.0000', '0.0000');
    for (let i = 1; i <= 1000; i++) current = changeStockLevel(current, i / 100, 1).after;
    expect(current).toEqual(level('10.00', '1000.0000', '100.0000'));
  });

  test('adding needs a positive cost', () => {
    const current = level('10.00', '10000.0000', '1000.0000');
    for (const cost of [undefined, null, 0, -5]) {
      expect(() => changeStockLevel(current, 11, cost)).toThrow(validation('cost', 'costRequired'));
    }
  });

  test('a value the database cannot hold is a 400 on cost', () => {
    const nearlyFull = level('100000.00', '9999999000000000.0000', '99999990000.0000');
    expect(() => changeStockLevel(nearlyFull, 100001, 999_999_999_999)).toThrow(validation('cost', 'stockValueTooLarge'));
  });
});

describe('changeStockLevel: removals keep the unit cost', () => {
  test('15 Kg at 1,200 − 9 Kg → 6 Kg at 1,200 worth 7,200', () => {
    expect(changeStockLevel(level('15.00', '18000.0000', '1200.0000'), 6)).toEqual({
      after: level('6.00', '7200.0000', '1200.0000'),
      delta: '-9.00',
      movementUnitCost: '1200.0000',
      reason: 'removal',
    });
  });

  test('the value shrinks in proportion, rounded half up', () => {
    const current = level('3.00', '1000.0000', '333.3333');
    expect(changeStockLevel(current, 1).after).toEqual(level('1.00', '333.3333', '333.3333'));
    expect(changeStockLevel(current, 2).after).toEqual(level('2.00', '666.6667', '333.3333'));
  });

  test('removing everything leaves value 0 and keeps the last unit cost', () => {
    expect(changeStockLevel(level('15.00', '18000.0000', '1200.0000'), 0).after).toEqual(level('0.00', '0.0000', '1200.0000'));
  });

  test('adding back after removals averages with what is left', () => {
    const removed = changeStockLevel(level('15.00', '18000.0000', '1200.0000'), 6).after;
    expect(changeStockLevel(removed, 10, 4800).after).toEqual(level('10.00', '12000.0000', '1200.0000'));
  });

  test('removal takes no cost; 0 or null as the cost (the dialog resets it) is fine', () => {
    const current = level('15.00', '18000.0000', '1200.0000');
    expect(() => changeStockLevel(current, 5, 100)).toThrow(validation('cost', 'noCostOnRemoval'));
    expect(changeStockLevel(current, 5, 0).after.amount).toBe('5.00');
    expect(changeStockLevel(current, 5, null).after.amount).toBe('5.00');
  });

  test('below zero and no change are refused on amount', () => {
    const current = level('15.00', '18000.0000', '1200.0000');
    expect(() => changeStockLevel(current, -0.01)).toThrow(validation('amount', 'negativeStock'));
    expect(() => changeStockLevel(current, 15, 100)).toThrow(validation('amount', 'noChange'));
    expect(() => changeStockLevel(current, '15.00')).toThrow(validation('amount', 'noChange'));
  });
});

describe('isUnchanged', () => {
  test('true when the client saw the stored amount, however it is written', () => {
    expect(isUnchanged('15.00', 15)).toBe(true);
    expect(isUnchanged('15.50', '15.5')).toBe(true);
  });

  test('false when the amount moved, by as little as a hundredth', () => {
    expect(isUnchanged('15.00', 14.99)).toBe(false);
  });
});

describe('valueRemoved', () => {
  test('what the units taken out were worth, to the ten-thousandth', () => {
    const before = level('3.00', '1000.0000', '333.3333');
    expect(valueRemoved(before, removeStock(before, '1'))).toBe('333.3333');
    expect(valueRemoved(before, removeStock(before, '2'))).toBe('666.6667');
    expect(valueRemoved(before, removeStock(before, '3'))).toBe('1000.0000');
  });
});

describe('reservations', () => {
  const holding = (amount: string, reserved: string): Holding => ({ amount, reserved });

  test('what is free is the amount less what is set aside, plus what is set aside for whoever asks', () => {
    expect(freeAmount(holding('10.00', '2.50'))).toBe('7.50');
    expect(freeAmount(holding('10.00', '2.50'), '2.50')).toBe('10.00');
    expect(freeAmount(holding('0.30', '0.10'))).toBe('0.20');
  });

  test('reserving grows the reservation exactly, up to what is free and no further', () => {
    expect(reservedAfterReserving(holding('10.00', '0.10'), '0.20')).toBe('0.30');
    expect(reservedAfterReserving(holding('10.00', '4.00'), '6.00')).toBe('10.00');
    expect(() => reservedAfterReserving(holding('10.00', '4.00'), '6.01')).toThrow('only 6.00 is free');
  });

  test('releasing shrinks it, never below zero: more than is reserved was never held', () => {
    expect(reservedAfterReleasing(holding('10.00', '0.30'), '0.10')).toBe('0.20');
    expect(reservedAfterReleasing(holding('10.00', '6.00'), '6.00')).toBe('0.00');
    expect(() => reservedAfterReleasing(holding('10.00', '6.00'), '6.01')).toThrow('only 6.00 is reserved');
  });
});

describe('shortagesOf', () => {
  const stock: Record<string, Holding> = { milk: { amount: '10.00', reserved: '4.00' }, salt: { amount: '1.00', reserved: '0.00' } };
  const holdingOf = (id: string) => stock[id];

  test('none when what is free covers every line', () => {
    expect(
      shortagesOf(
        [
          { product: 'milk', amount: '6.00' },
          { product: 'salt', amount: '1' },
        ],
        holdingOf,
      ),
    ).toEqual([]);
  });

  test('each line beyond what is free, in order, with what was free of it; a product that is not there has nothing free', () => {
    const lines = [
      { product: 'milk', amount: '6.01' },
      { product: 'salt', amount: '0.5' },
      { product: 'gone', amount: '1.00' },
    ];
    expect(shortagesOf(lines, holdingOf)).toEqual([
      { line: lines[0], free: '6.00' },
      { line: lines[2], free: '0.00' },
    ]);
  });

  test('a line whose amount is already set aside for it counts it as free', () => {
    expect(shortagesOf([{ product: 'milk', amount: '4.00' }], holdingOf, true)).toEqual([]);
    expect(shortagesOf([{ product: 'milk', amount: '4.00' }], () => ({ amount: '3.00', reserved: '4.00' }), true)).toEqual([
      { line: { product: 'milk', amount: '4.00' }, free: '3.00' },
    ]);
  });

  test('two lines of one product share what is free of it', () => {
    const lines = [
      { product: 'milk', amount: '4.00' },
      { product: 'milk', amount: '2.50' },
    ];
    expect(shortagesOf(lines, holdingOf)).toEqual([{ line: lines[1], free: '2.00' }]);
  });
});

describe('what a new use may take (docs/domain.md#in-use)', () => {
  const milk = { amount: '13.00', reserved: '5.00', deletedAt: null };
  const retired = { ...milk, deletedAt: new Date('2026-03-01T00:00:00Z') };

  test('a product in use offers what is free; once retired, nothing — what it holds for earlier plans stays held', () => {
    expect(freeForNewUse(milk)).toBe('8.00');
    expect(freeForNewUse(retired)).toBe('0.00');
    expect(holdingForNewUse(milk)).toBe(milk);
    expect(holdingForNewUse(retired)).toBeUndefined();
    expect(shortagesOf([{ product: 'milk', amount: '0.01' }], () => holdingForNewUse(retired))).toEqual([
      { line: { product: 'milk', amount: '0.01' }, free: '0.00' },
    ]);
    // A run scheduled before holds its 5 and may still take them.
    expect(shortagesOf([{ product: 'milk', amount: '5.00' }], () => retired, true)).toEqual([]);
  });
});
