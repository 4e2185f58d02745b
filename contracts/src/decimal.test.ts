import {
  amountBelow,
  amountDifference,
  amountPercent,
  amountSum,
  amountText,
  amountTimesPrice,
  amountValue,
  compareAmounts,
  freeAmount,
  fromScaled,
  initialStock,
  isExactAmount,
  proratedPrice,
  requestAmountProblem,
  unitAmountProblem,
  roundValue,
  sameAmount,
  stockAfterAddition,
  stockAfterRemoval,
  toScaled,
  unitDecimals,
  unitCostOf,
  valueBelow,
  valueDifference,
  valueSum,
  valueOfPart,
  valueShares,
  wholePesosCovering,
  type StockLevel,
} from './decimal';

const level = (amount: string, stockValue: string, unitCost: string): StockLevel => ({ amount, stockValue, unitCost });

describe('scaled decimals', () => {
  test('text and numbers become scaled integers, rounding half up on the first dropped digit', () => {
    expect(toScaled('12.5', 2)).toBe(1250n);
    expect(toScaled(' 7 ', 2)).toBe(700n);
    expect(toScaled('0.005', 2)).toBe(1n);
    expect(toScaled('0.004', 2)).toBe(0n);
    expect(toScaled('0.999', 2)).toBe(100n);
    expect(toScaled('-1.255', 2)).toBe(-126n);
    expect(toScaled(1200, 4)).toBe(12_000_000n);
    expect(toScaled(0.29, 2)).toBe(29n);
    expect(toScaled(-2.5, 2)).toBe(-250n);
  });

  test('anything but plain decimal text is refused', () => {
    for (const bad of ['1e3', '', '1,5', 'abc', '+-1', Number.NaN, Number.POSITIVE_INFINITY]) expect(() => toScaled(bad, 2)).toThrow();
  });

  test('scaled integers print with all their decimals', () => {
    expect(fromScaled(1250n, 2)).toBe('12.50');
    expect(fromScaled(5n, 2)).toBe('0.05');
    expect(fromScaled(-5n, 2)).toBe('-0.05');
    expect(fromScaled(0n, 4)).toBe('0.0000');
    expect(fromScaled(42n, 0)).toBe('42');
  });
});

describe('amounts (hundredths)', () => {
  test('add and subtract without floating-point drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(amountSum('0.1', '0.2')).toBe('0.30');
    expect(amountSum(0.1, 0.2)).toBe('0.30');
    expect(amountSum(10.1, 0.2, -0.3)).toBe('10.00');
    expect(amountSum()).toBe('0.00');
    expect(amountDifference('10.00', '0.3')).toBe('9.70');
    expect(amountDifference('0.1', '0.3')).toBe('-0.20');
    expect(amountText(15)).toBe('15.00');
  });

  test('compare exactly', () => {
    expect(amountBelow(amountDifference('100', '12.35'), '87.66')).toBe(true);
    expect(amountBelow('87.65', 87.65)).toBe(false);
    expect(compareAmounts('1.10', 1.1)).toBe(0);
    expect(compareAmounts(2, '1.99')).toBe(1);
    expect(compareAmounts('-0.01', 0)).toBe(-1);
    expect(sameAmount('15.00', 15)).toBe(true);
    expect(sameAmount('15.00', 15.01)).toBe(false);
  });

  test('a number is an amount when it is exactly its 2-decimal text', () => {
    for (const good of [0.29, 4.35, 15, 0, 999_999_999_999.99, -2.5]) expect(isExactAmount(good)).toBe(true);
    for (const bad of [1.005, 0.001, 2.125, Number.NaN, Number.POSITIVE_INFINITY]) expect(isExactAmount(bad)).toBe(false);
  });

  test('what is free of a product is its amount less what is held, plus what the asker itself holds', () => {
    expect(freeAmount({ amount: '10.00', reserved: '2.35' })).toBe('7.65');
    expect(freeAmount({ amount: 10.3, reserved: 10.1 })).toBe('0.20');
    expect(freeAmount({ amount: '10.00', reserved: '2.35' }, '2.00')).toBe('9.65');
  });
});

describe('an amount of a product, whatever its range', () => {
  test('hundredths of a divisible unit, whole units of Un; zero is an amount (an empty stock)', () => {
    expect(unitAmountProblem(0, 'Un')).toBeNull();
    expect(unitAmountProblem(12.5, 'Kg')).toBeNull();
    expect(unitAmountProblem(12.5, 'Un')).toBe('wholeUnits');
    expect(unitAmountProblem(0.29, 'Lt')).toBeNull();
    expect(unitAmountProblem(0.295, 'Lt')).toBe('twoDecimals');
  });
});

describe('what a request may ask for', () => {
  test('hundredths of a divisible unit, whole units of Un, above zero and within the limit', () => {
    expect(requestAmountProblem(2.5, 'Kg')).toBeNull();
    expect(requestAmountProblem(1.5, 'Lt')).toBeNull();
    expect(requestAmountProblem(0.29, 'Kg')).toBeNull();
    expect(requestAmountProblem(3, 'Un')).toBeNull();
    expect(requestAmountProblem(1.5, 'Un')).toBe('wholeUnits');
    expect(requestAmountProblem(2.505, 'Kg')).toBe('twoDecimals');
    expect(requestAmountProblem(0, 'Kg')).toBe('aboveZero');
    expect(requestAmountProblem(-1, 'Un')).toBe('aboveZero');
    expect(requestAmountProblem(1_000_000_000_000, 'Kg')).toBe('maximum');
    expect([unitDecimals('Un'), unitDecimals('Kg'), unitDecimals('Gr')]).toEqual([0, 2, 2]);
  });
});

describe('a part of an amount in percent', () => {
  test('to a tenth, half up; null of nothing', () => {
    expect(amountPercent(61, 60)).toBe('101.7');
    expect(amountPercent('5.5', 6)).toBe('91.7');
    expect(amountPercent(6, 6)).toBe('100.0');
    expect(amountPercent(1, 3, 2)).toBe('33.33');
    expect(amountPercent('0.01', 999_999_999_999)).toBe('0.0');
    expect(amountPercent(1, 0)).toBeNull();
  });
});

describe('values and unit costs (pesos to ten-thousandths)', () => {
  test('add, subtract and compare exactly', () => {
    expect(valueSum('10000', 2000)).toBe('12000.0000');
    expect(valueSum('0.1', '0.2', '0.0001')).toBe('0.3001');
    expect(valueDifference('500.5', '-1000.25')).toBe('1500.7500');
    expect(valueBelow('11999.9999', '12000')).toBe(true);
    expect(valueBelow('12000.0000', 12000)).toBe(false);
  });

  test('round to fewer decimals half up', () => {
    expect(roundValue('1234.5650', 2)).toBe('1234.57');
    expect(roundValue('1234.5649', 2)).toBe('1234.56');
    expect(roundValue('1234.5', 0)).toBe('1235');
    expect(roundValue('-0.005', 2)).toBe('-0.01');
  });

  test('an amount at a unit cost, rounded once to the decimals asked', () => {
    expect(amountValue(10, 1000)).toBe('10000.0000');
    expect(amountValue('3', 1000 / 3)).toBe('999.9999');
    expect(amountValue(2.5, 3000)).toBe('7500.0000');
    // 0.99 × 0.005 = 0.00495: to the cent it is 0.00, not 0.01 (0.0050 rounded again).
    expect(amountValue(0.99, 0.005, 2)).toBe('0.00');
    expect(amountValue(1.5, 0.3333, 2)).toBe('0.50');
  });

  test('the fewest whole pesos that cover a value: up to the next peso, never down', () => {
    expect(wholePesosCovering('159122.3456')).toBe(159_123);
    expect(wholePesosCovering('159122.0001')).toBe(159_123);
    expect(wholePesosCovering('159122.0000')).toBe(159_122);
    expect(wholePesosCovering(150_000)).toBe(150_000);
    expect(wholePesosCovering(0)).toBe(0);
    expect(wholePesosCovering('999999999998.5')).toBe(999_999_999_999);
  });

  test('a unit cost is the value over the amount, half up to 4 decimals; 0 of nothing', () => {
    expect(unitCostOf(1000, 3)).toBe('333.3333');
    expect(unitCostOf(2000, 3)).toBe('666.6667');
    expect(unitCostOf(1, 32)).toBe('0.0313');
    expect(unitCostOf(500, 0)).toBe('0.0000');
  });
});

describe('prices (whole pesos)', () => {
  test('an amount at a unit price, in whole pesos', () => {
    expect(amountTimesPrice(3, 2500)).toBe(7500);
    expect(amountTimesPrice('0.5', 2501)).toBe(1251);
    expect(amountTimesPrice(999_999, 999_999)).toBe(999_998_000_001);
  });

  test('a part of a total in whole pesos, half up; nothing of nothing', () => {
    expect(proratedPrice(10_000, '3.00', '4.00')).toBe(7500);
    expect(proratedPrice(10_000, 1, 3)).toBe(3333);
    expect(proratedPrice(10_000, 2, 3)).toBe(6667);
    expect(proratedPrice(10_000, 4, 4)).toBe(10_000);
    expect(proratedPrice(10_000, 1, 0)).toBe(0);
  });
});

describe('a stock level', () => {
  test('starts at its amount and unit cost', () => {
    expect(initialStock(10, 1000)).toEqual(level('10.00', '10000.0000', '1000.0000'));
    expect(initialStock(3, 1000 / 3)).toEqual(level('3.00', '999.9999', '333.3333'));
    expect(initialStock(0, 500)).toEqual(level('0.00', '0.0000', '500.0000'));
  });

  test('10 Kg at 1,000 + 5 Kg costing 8,000 → 15 Kg at the weighted average 1,200', () => {
    expect(stockAfterAddition(level('10.00', '10000.0000', '1000.0000'), 5, 8000)).toEqual({
      after: level('15.00', '18000.0000', '1200.0000'),
      lotUnitCost: '1600.0000',
    });
  });

  test('the numbers the apps hold work as the text the database gives', () => {
    const fromApp = stockAfterAddition({ amount: 2.5, stockValue: 5000, unitCost: 2000 }, 1.25, 3000);
    expect(fromApp.after).toEqual(level('3.75', '8000.0000', '2133.3333'));
    expect(fromApp.lotUnitCost).toBe('2400.0000');
  });

  test('the value stays the exact sum paid; the unit cost is rounded half up to 4 decimals', () => {
    const first = stockAfterAddition(level('0.00', '0.0000', '0.0000'), 3, 1000).after;
    expect(first).toEqual(level('3.00', '1000.0000', '333.3333'));
    expect(stockAfterAddition(first, 1, 1).after).toEqual(level('4.00', '1001.0000', '250.2500'));
    expect(stockAfterAddition(level('0.00', '0.0000', '0.0000'), 32, 1).after.unitCost).toBe('0.0313');
  });

  test('a thousand small additions never drift', () => {
    let current = level('0.00', '0.0000', '0.0000');
    for (let i = 1; i <= 1000; i++) current = stockAfterAddition(current, 0.01, 1).after;
    expect(current).toEqual(level('10.00', '1000.0000', '100.0000'));
  });

  test('a removal keeps the unit cost and shrinks the value in proportion, rounded half up', () => {
    expect(stockAfterRemoval(level('15.00', '18000.0000', '1200.0000'), 9)).toEqual(level('6.00', '7200.0000', '1200.0000'));
    const current = level('3.00', '1000.0000', '333.3333');
    expect(stockAfterRemoval(current, 2)).toEqual(level('1.00', '333.3333', '333.3333'));
    expect(stockAfterRemoval(current, 1)).toEqual(level('2.00', '666.6667', '333.3333'));
  });

  test('removing everything leaves value 0 and the last unit cost', () => {
    expect(stockAfterRemoval(level('15.00', '18000.0000', '1200.0000'), '15.00')).toEqual(level('0.00', '0.0000', '1200.0000'));
  });
});

describe('sharing a value out', () => {
  it('splits in proportion, each share rounded down and the last taking the rest, so the shares add up', () => {
    expect(valueShares('100', ['1', '1', '1'])).toEqual(['33.3333', '33.3333', '33.3334']);
    expect(valueShares('12000', ['7', '1.5'])).toEqual(['9882.3529', '2117.6471']);
    expect(valueSum(...valueShares('159122.3456', ['3.25', '0.5', '12']))).toBe('159122.3456');
  });

  it('shares equally when every weight is 0, and gives nothing to share among none', () => {
    expect(valueShares('10', ['0', '0'])).toEqual(['5.0000', '5.0000']);
    expect(valueShares('10', [])).toEqual([]);
  });

  it('values a part of a whole at its proportion of the worth, half up', () => {
    expect(valueOfPart('12000', '2', '6')).toBe('4000.0000');
    expect(valueOfPart('10', '1', '3')).toBe('3.3333');
    expect(valueOfPart('20', '1', '3')).toBe('6.6667');
    expect(valueOfPart('500', '1', '0')).toBe('0.0000');
  });
});
