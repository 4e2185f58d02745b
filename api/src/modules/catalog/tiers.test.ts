import { pageOfTiers, type Tier } from './tiers';

/** A tier over an array, recording what was asked of it. */
function tierOf(rows: string[], calls: string[], name: string): Tier<string> {
  return {
    read: async (offset, limit) => {
      calls.push(`${name}.read(${offset},${limit})`);
      return rows.slice(offset, offset + limit);
    },
    count: async (upTo) => {
      calls.push(`${name}.count(${upTo})`);
      return Math.min(rows.length, upTo);
    },
  };
}

const exact = ['e1', 'e2', 'e3', 'e4', 'e5'];
const near = ['n1', 'n2', 'n3', 'n4'];

test.each([
  [0, 3, ['e1', 'e2', 'e3']],
  [3, 3, ['e4', 'e5', 'n1']],
  [5, 3, ['n1', 'n2', 'n3']],
  [6, 3, ['n2', 'n3', 'n4']],
  [8, 3, ['n4']],
  [9, 3, []],
  [12, 3, []],
])('skip %i, limit %i reads the tiers laid end to end', async (skip, limit, expected) => {
  const calls: string[] = [];
  expect(await pageOfTiers([tierOf(exact, calls, 'exact'), tierOf(near, calls, 'near')], skip, limit)).toEqual(expected);
});

test('a page filled by the first tier never touches the second', async () => {
  const calls: string[] = [];
  await pageOfTiers([tierOf(exact, calls, 'exact'), tierOf(near, calls, 'near')], 0, 5);
  expect(calls).toEqual(['exact.read(0,5)']);
});

test('a first tier ending inside the page is not counted; one ending before it is', async () => {
  const calls: string[] = [];
  await pageOfTiers([tierOf(exact, calls, 'exact'), tierOf(near, calls, 'near')], 3, 4);
  expect(calls).toEqual(['exact.read(3,4)', 'near.read(0,2)']);
  calls.length = 0;
  await pageOfTiers([tierOf(exact, calls, 'exact'), tierOf(near, calls, 'near')], 7, 2);
  expect(calls).toEqual(['exact.read(7,2)', 'exact.count(7)', 'near.read(2,2)']);
});

test('one tier alone is plain paging', async () => {
  const calls: string[] = [];
  expect(await pageOfTiers([tierOf(near, calls, 'near')], 2, 12)).toEqual(['n3', 'n4']);
});
