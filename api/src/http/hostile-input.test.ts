import { checkText, findRefused } from './hostile-input';

test('names the field as the validator does: keys joined by dots, array indexes left out', () => {
  expect(findRefused({ name: 'ok', location: { address: 'Calle\u0000' } }, checkText)).toEqual({
    path: ['location', 'address'],
    reason: 'nulCharacter',
  });
  expect(findRefused({ phoneNumbers: ['300', '301\u0000'] }, checkText)).toEqual({ path: ['phoneNumbers'], reason: 'nulCharacter' });
  expect(findRefused('\u0000', checkText)).toEqual({ path: [], reason: 'nulCharacter' });
  expect(findRefused({ 'a\u0000': 1 }, checkText)).toEqual({ path: [], reason: 'nulCharacter' });
  expect(findRefused({ name: 'Yuca 👩‍🌾 e\u0301', n: 1, x: null }, checkText)).toBeNull();
});

test('an unpaired surrogate is refused, a pair is not', () => {
  expect(findRefused({ name: 'a\ud800b' }, checkText)?.reason).toBe('pattern');
  expect(findRefused({ name: '\udfff' }, checkText)?.reason).toBe('pattern');
  expect(findRefused({ name: '\ud83c\udf3d' }, checkText)).toBeNull();
});

test('a body nested as deep as 1 MB allows is walked without overflowing the stack', () => {
  const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
  expect(findRefused({ list: deep }, checkText)).toEqual({ path: ['list'], reason: 'nulCharacter' });
});
