import { orderStatusOf } from '@agrocadena/contracts';
import { AppError } from '../../errors';
import { dateFromTodayOn, finalCostOf, finishedAmounts, runningCostOf, splitCost, transitionOrConflict } from './rules';
import { translateValidation } from '../../i18n/translate';
import { amountInput } from '../stock/rules';

describe('the transition table', () => {
  it('answers a move it has no room for with 409 naming the current state', () => {
    expect(transitionOrConflict('PAUSED', 'restart')).toBe('IN_PROGRESS');
    let error: unknown;
    try {
      transitionOrConflict('OUTSOURCED', 'complete');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('INVALID_TRANSITION');
    expect((error as AppError).details.data).toEqual({ status: 'OUTSOURCED', shortages: [] });
  });

  it('moves the order with its current run: on hold while the process has a next activity', () => {
    expect(orderStatusOf('IN_PROGRESS', false)).toBe('ACTIVE');
    expect(orderStatusOf('COMPLETED', true)).toBe('ON_HOLD');
    expect(orderStatusOf('COMPLETED', false)).toBe('COMPLETED');
    expect(orderStatusOf('OUTSOURCED', false)).toBe('SCHEDULED');
  });
});

describe('the final cost', () => {
  const running = runningCostOf({ inputProductsCost: '154122.3456', extraCosts: '5000.0000' });

  it('is the running cost or more, kept to 4 decimals', () => {
    expect(running).toBe('159122.3456');
    expect(finalCostOf(159_123, running)).toBe('159123.0000');
    expect(finalCostOf(159_122.3456, running)).toBe('159122.3456');
    expect(finalCostOf(0, '0.0000')).toBe('0.0000');
  });

  it('below it is refused naming finalCost, with the least whole pesos that cover it, written the reader’s way', () => {
    let error: AppError | undefined;
    try {
      finalCostOf(1000, running);
    } catch (e) {
      error = e as AppError;
    }
    expect(error?.details).toMatchObject({ field: 'finalCost', reason: 'belowRunningCost' });
    const params = error?.details.params ?? {};
    expect(translateValidation('belowRunningCost', 'finalCost', 'es', params).replace(/\s/g, ' ')).toBe(
      'El «costo final» no puede ser menor que lo que ya costó la actividad ($ 159.123).',
    );
    expect(translateValidation('belowRunningCost', 'finalCost', 'en', params).replace(/\s/g, ' ')).toBe(
      'The "final cost" cannot be less than what the activity already cost (COP 159,123).',
    );
    expect(() => finalCostOf(159_122, running)).toThrow(AppError);
  });
});

describe('splitCost', () => {
  it('splits by sales value, exactly, the last share taking the rounding', () => {
    const shares = splitCost('10000', [
      { product: 'a', amount: '1', price: 1000 },
      { product: 'b', amount: '2', price: 1000 },
    ]);
    expect(shares).toEqual(['3333.3333', '6666.6667']);
  });

  it('follows the amounts recorded: an output made above its expected amount carries more of the cost', () => {
    // 7 Kg of pulp at 6,000 and 1.5 Kg of peel at 1,000: 42,000 against 1,500 of sales value.
    expect(
      splitCost('17400', [
        { product: 'pulp', amount: '7.00', price: 6000 },
        { product: 'peel', amount: '1.50', price: 1000 },
      ]),
    ).toEqual(['16800.0000', '600.0000']);
  });

  it('splits by amount when a price is missing, and gives one output everything', () => {
    expect(
      splitCost('900', [
        { product: 'a', amount: '1', price: 5000 },
        { product: 'b', amount: '2', price: null },
      ]),
    ).toEqual(['300.0000', '600.0000']);
    expect(splitCost('123.45', [{ product: 'a', amount: '7', price: null }])).toEqual(['123.4500']);
  });
});

describe('finishedAmounts', () => {
  const expected = [
    { product: 'pulp', amount: '6.00' },
    { product: 'peel', amount: '2.00' },
  ];
  const field = (fn: () => unknown) => {
    try {
      fn();
    } catch (e) {
      return (e as AppError).details.field + ':' + (e as AppError).details.reason;
    }
    return null;
  };

  it('keeps what really came out of each expected output, above or below the expected amount', () => {
    expect(
      finishedAmounts(
        expected,
        [
          { product: 'pulp', amount: 7 },
          { product: 'peel', amount: 1.5 },
        ],
        'completedProducts',
        amountInput,
      ),
    ).toEqual([
      { product: 'pulp', amount: '7.00' },
      { product: 'peel', amount: '1.50' },
    ]);
    expect(field(() => finishedAmounts(expected, [{ product: 'pulp', amount: 6.015 }], 'completedProducts', amountInput))).toBe(
      'completedProducts.0.amount:twoDecimals',
    );
  });

  it('refuses a product the run does not make, or one twice', () => {
    expect(field(() => finishedAmounts(expected, [{ product: 'mango', amount: 1 }], 'completedProducts', amountInput))).toBe(
      'completedProducts.0.product:notExpected',
    );
    expect(
      field(() =>
        finishedAmounts(
          expected,
          [
            { product: 'pulp', amount: 1 },
            { product: 'pulp', amount: 1 },
          ],
          'completedProducts',
          amountInput,
        ),
      ),
    ).toBe('completedProducts.1.product:duplicate');
  });
});

describe('dateFromTodayOn', () => {
  const now = new Date('2026-11-24T15:00:00.000Z');
  it('takes today and later, kept as the day’s UTC midnight; a date-time counts as its day in Bogotá', () => {
    expect(dateFromTodayOn('2026-11-24', 'scheduleTime', now).toISOString()).toBe('2026-11-24T00:00:00.000Z');
    expect(dateFromTodayOn('2026-12-01T08:30:00-05:00', 'scheduleTime', now).toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(dateFromTodayOn('2026-12-02T01:30:00.000Z', 'scheduleTime', now).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
  it('takes Bogotá’s today in its evening, when UTC is already tomorrow', () => {
    const bogotaEvening = new Date('2026-11-25T01:30:00.000Z');
    expect(dateFromTodayOn('2026-11-24', 'scheduleTime', bogotaEvening).toISOString()).toBe('2026-11-24T00:00:00.000Z');
  });
  it('refuses a past day: yesterday in Bogotá, even while it is still that day somewhere west', () => {
    expect(() => dateFromTodayOn('2026-11-22', 'scheduleTime', now)).toThrow(AppError);
    const bogotaAfterMidnight = new Date('2026-11-25T06:00:00.000Z');
    expect(() => dateFromTodayOn('2026-11-24', 'scheduleTime', bogotaAfterMidnight)).toThrow(AppError);
  });
  it('refuses what is not a day', () => {
    for (const bad of ['2026-02-30', 'tomorrow']) expect(() => dateFromTodayOn(bad, 'scheduleTime', now)).toThrow(AppError);
  });
});
