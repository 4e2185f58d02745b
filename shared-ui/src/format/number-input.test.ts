import { LIMITS } from '@agrocadena/contracts/core';
import { MONEY, QUANTITY, readNumber, readableNumber, separatorsOf, showNumber, type NumberFormat, type NumberInputValue } from './number-input';

const STOCK_CHANGE: NumberFormat = { ...QUANTITY, negative: true };

/** The number read, or the problem's name: what each table row expects. */
function read(text: string, language: string, format: NumberFormat = QUANTITY): number | null | string {
  const value: NumberInputValue = readNumber(text, language, format);
  return value === null || typeof value === 'number' ? value : value.unreadable;
}

describe('number input: separators come from Intl', () => {
  it('Spanish (Colombia) and English (US)', () => {
    expect(separatorsOf('es')).toEqual({ decimal: ',', group: '.' });
    expect(separatorsOf('en')).toEqual({ decimal: '.', group: ',' });
  });
});

describe('number input: quantities (hundredths)', () => {
  it.each([
    ['2,5', 2.5, '2.5', 2.5],
    ['0,25', 0.25, '0.25', 0.25],
    [',5', 0.5, '.5', 0.5],
    ['2,', 2, '2.', 2],
    ['1.250', 1250, '1,250', 1250],
    ['1.250.000,75', 1_250_000.75, '1,250,000.75', 1_250_000.75],
    ['007', 7, '007', 7],
    ['  12  ', 12, '  12  ', 12],
    ['', null, '', null],
    ['   ', null, '   ', null],
  ])('es %p → %p, en %p → %p', (es, esValue, en, enValue) => {
    expect(read(es, 'es')).toBe(esValue);
    expect(read(en, 'en')).toBe(enValue);
  });

  it.each([
    // The other language's habit: one separator that reads two ways.
    ['2.5', 'ambiguous', '2,5', 'ambiguous'],
    ['12.50', 'ambiguous', '12,50', 'ambiguous'],
    ['0.250', 'ambiguous', '0,250', 'ambiguous'],
    ['1,250', 'ambiguous', '1.250', 'ambiguous'],
    // Separators no language writes that way.
    ['1,2,3', 'separators', '1.2.3', 'separators'],
    ['1.25.0', 'separators', '1,25,0', 'separators'],
    ['1,250.5', 'separators', '1.250,5', 'separators'],
    ['1.', 'separators', '1,', 'separators'],
    ['1.250,5.', 'separators', '1,250.5,', 'separators'],
    ['1 250', 'separators', '1 250', 'separators'],
    // Decimals beyond the hundredth: never rounded.
    ['2,555', 'ambiguous', '2.555', 'ambiguous'],
    ['2,5555', 'tooManyDecimals', '2.5555', 'tooManyDecimals'],
    ['0,001', 'tooManyDecimals', '0.001', 'tooManyDecimals'],
    // Not numbers.
    ['abc', 'notANumber', 'abc', 'notANumber'],
    ['2,5 kg', 'notANumber', '2.5 kg', 'notANumber'],
    ['1e3', 'notANumber', '1e3', 'notANumber'],
    ['+2', 'notANumber', '+2', 'notANumber'],
    [',', 'notANumber', '.', 'notANumber'],
    ['-', 'notANumber', '-', 'notANumber'],
    ['$ 5', 'notANumber', '$ 5', 'notANumber'],
  ])('es %p → %s, en %p → %s', (es, esProblem, en, enProblem) => {
    expect(read(es, 'es')).toBe(esProblem);
    expect(read(en, 'en')).toBe(enProblem);
  });

  it('offers both readings of an ambiguous text, with its sign', () => {
    expect(readNumber('2.5', 'es', QUANTITY)).toMatchObject({ unreadable: 'ambiguous', text: '2.5', readings: [2.5, 25] });
    expect(readNumber('1.250', 'en', QUANTITY)).toMatchObject({ readings: [1.25, 1250] });
    expect(readNumber('-2,5', 'en', STOCK_CHANGE)).toMatchObject({ unreadable: 'ambiguous', readings: [-2.5, -25] });
  });

  it('takes "-" only where the field takes a negative amount', () => {
    expect(read('-2,5', 'es')).toBe('negative');
    expect(read('-2,5', 'es', STOCK_CHANGE)).toBe(-2.5);
    expect(read('−1.250,5', 'es', STOCK_CHANGE)).toBe(-1250.5);
    expect(read('-1,250.5', 'en', STOCK_CHANGE)).toBe(-1250.5);
    expect(Object.is(read('-0', 'es', STOCK_CHANGE), 0)).toBe(true);
    expect(read('-abc', 'es', STOCK_CHANGE)).toBe('notANumber');
  });

  it('keeps to the limit of the contract, either sign', () => {
    expect(read('999.999.999.999', 'es')).toBe(LIMITS.amount);
    expect(read('999.999.999.999,01', 'es')).toBe('tooLarge');
    expect(read('1.000.000.000.000', 'es')).toBe('tooLarge');
    expect(read('-1,000,000,000,000', 'en', STOCK_CHANGE)).toBe('tooLarge');
    expect(read('9'.repeat(400), 'en')).toBe('tooLarge');
  });

  it('a whole-number quantity refuses decimals instead of rounding them', () => {
    const whole = { ...QUANTITY, decimals: 0 };
    expect(read('2,5', 'es', whole)).toBe('wholeNumber');
    expect(read('2.5', 'en', whole)).toBe('wholeNumber');
    expect(read('2.5', 'es', whole)).toBe('separators');
    expect(read('1.250', 'es', whole)).toBe(1250);
  });

  it('reads exactly what the server keeps: 0,29 is the 0.29 the API checks against', () => {
    const value = read('0,29', 'es') as number;
    expect(value).toBe(0.29);
    expect(Number(value.toFixed(2))).toBe(value);
  });
});

describe('number input: money (whole pesos)', () => {
  it.each([
    ['1.250.000', 1_250_000, '1,250,000', 1_250_000],
    ['1250000', 1_250_000, '1250000', 1_250_000],
    ['$ 1.250.000', 1_250_000, 'COP 1,250,000', 1_250_000],
    ['$1.250', 1250, '$1,250', 1250],
    ['0', 0, '0', 0],
  ])('es %p → %p, en %p → %p', (es, esValue, en, enValue) => {
    expect(read(es, 'es', MONEY)).toBe(esValue);
    expect(read(en, 'en', MONEY)).toBe(enValue);
  });

  it.each([
    ['1.250,50', 'wholeNumber', '1,250.50', 'wholeNumber'],
    ['2,5', 'wholeNumber', '2.5', 'wholeNumber'],
    // Thousands written the other language's way: no decimal reading to offer.
    ['1,250', 'separators', '1.250', 'separators'],
    ['2.5', 'separators', '2,5', 'separators'],
    ['1,250,000', 'separators', '1.250.000', 'separators'],
    ['-5', 'negative', '-5', 'negative'],
    ['5 pesos', 'notANumber', '5 pesos', 'notANumber'],
    ['1.000.000.000.000', 'tooLarge', '1,000,000,000,000', 'tooLarge'],
  ])('es %p → %s, en %p → %s', (es, esProblem, en, enProblem) => {
    expect(read(es, 'es', MONEY)).toBe(esProblem);
    expect(read(en, 'en', MONEY)).toBe(enProblem);
  });

  it('keeps to the limit of the contract', () => {
    expect(read('999.999.999.999', 'es', MONEY)).toBe(LIMITS.money);
  });
});

describe('number input: showing a value', () => {
  it('writes it the language’s way, with the decimals the field keeps', () => {
    expect(showNumber(1_250_000.5, 'es', QUANTITY)).toBe('1.250.000,5');
    expect(showNumber(1_250_000.5, 'en', QUANTITY)).toBe('1,250,000.5');
    expect(showNumber(2.5, 'es', QUANTITY)).toBe('2,5');
    expect(showNumber(-2.5, 'es', QUANTITY)).toBe('-2,5');
    expect(showNumber(1250, 'es', MONEY)).toBe('1.250');
    expect(showNumber(null, 'es', MONEY)).toBe('');
    expect(showNumber(Number.NaN, 'es', MONEY)).toBe('');
  });

  it.each(['es', 'en'])('reads back what it shows (%s)', (language) => {
    const values = [0, 0.01, 0.29, 2.5, 10.1, 999, 1000, 1250.75, 1_000_000, 123_456_789.12, LIMITS.amount, -2.5, -1250.5];
    for (const value of values) expect(readNumber(showNumber(value, language, QUANTITY), language, STOCK_CHANGE)).toBe(value);
    for (const value of [0, 1, 1250, 1_250_000, LIMITS.money]) expect(readNumber(showNumber(value, language, MONEY), language, MONEY)).toBe(value);
  });

  it('hands previews only readable numbers', () => {
    expect(readableNumber(2.5)).toBe(2.5);
    expect(readableNumber(null)).toBeNull();
    expect(readableNumber(readNumber('2.5', 'es', QUANTITY))).toBeNull();
    expect(readableNumber(Number.NaN)).toBeNull();
  });
});
