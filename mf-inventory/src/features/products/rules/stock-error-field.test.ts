import { stockErrorField } from './stock-error-field';

const SENT = [
  { lot: 'l-soon', amount: 2 },
  { lot: 'l-later', amount: 1 },
];

test('a lot the server refused is the amount typed for the lot sent at that place', () => {
  expect(stockErrorField('lots.1.amount', SENT)).toEqual(['chosen', 'l-later']);
  expect(stockErrorField('/body/lots/0/amount', SENT)).toEqual(['chosen', 'l-soon']);
  expect(stockErrorField('lots[0].lot', SENT)).toEqual(['chosen', 'l-soon']);
});

test('an added lot’s code and expiry go under their fields; the rest to the dialog', () => {
  expect(stockErrorField('lotCode', [])).toBe('lotCode');
  expect(stockErrorField('/body/expiresOn', [])).toBe('expiresOn');
  expect(stockErrorField('lots', SENT)).toBeUndefined();
  expect(stockErrorField('lots.5.amount', SENT)).toBeUndefined();
  expect(stockErrorField('amount', SENT)).toBeUndefined();
  expect(stockErrorField(undefined, SENT)).toBeUndefined();
});
