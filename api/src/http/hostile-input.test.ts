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

test('the walk is linear in the depth: 200,000 objects inside one another take well under a second', () => {
  let deep: unknown = '\u0000';
  for (let i = 0; i < 200_000; i += 1) deep = { a: deep };
  const found = findRefused(deep, checkText);
  expect(found?.reason).toBe('nulCharacter');
  expect(found?.path).toHaveLength(200_000);
});
