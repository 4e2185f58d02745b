import { numberFormat } from './number-format';

test('one formatter per language and options, made once, in the language’s own way', () => {
  const amounts = numberFormat('es', { maximumFractionDigits: 2 });
  expect(numberFormat('es', { maximumFractionDigits: 2 })).toBe(amounts);
  expect(amounts.format(1250000.5)).toBe('1.250.000,5');
  expect(numberFormat('en', { maximumFractionDigits: 2 }).format(1250000.5)).toBe('1,250,000.5');
  expect(numberFormat('es', { maximumFractionDigits: 0 })).not.toBe(amounts);
});
