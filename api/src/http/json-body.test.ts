import { MAX_BODY_DEPTH, nestsDeeperThan } from './json-body';

const nested = (depth: number, open = '{"a":', close = '}') => `${open.repeat(depth)}1${close.repeat(depth)}`;

test('counts arrays and objects inside one another, up to the limit and one past it', () => {
  expect(nestsDeeperThan(nested(MAX_BODY_DEPTH), MAX_BODY_DEPTH)).toBe(false);
  expect(nestsDeeperThan(nested(MAX_BODY_DEPTH + 1), MAX_BODY_DEPTH)).toBe(true);
  expect(nestsDeeperThan(nested(MAX_BODY_DEPTH + 1, '[', ']'), MAX_BODY_DEPTH)).toBe(true);
  // Siblings do not add up: depth is how far in, not how many.
  expect(nestsDeeperThan(`[${Array.from({ length: 100 }, () => '{"a":[1]}').join(',')}]`, 3)).toBe(false);
});

test('brackets inside strings, escaped quotes included, are text', () => {
  expect(nestsDeeperThan(JSON.stringify({ name: '[[[[{{{{' }), 2)).toBe(false);
  expect(nestsDeeperThan(JSON.stringify({ name: 'say \\"[[[[\\" "{{{{' }), 2)).toBe(false);
  expect(nestsDeeperThan(JSON.stringify({ a: { b: { c: 'x\\' } } }), 2)).toBe(true);
});
