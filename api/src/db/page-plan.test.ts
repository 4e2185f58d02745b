import { decodeCursor, encodeCursor, pagePlan } from './page-plan';

const list = Array.from({ length: 23 }, (_, i) => i);
const limit = 5;

/** What the statement would return for a plan, over `list` in the list's order. */
function read(plan: ReturnType<typeof pagePlan>, cursorAt?: number): number[] {
  if (plan.variant === 'start') return list.slice(plan.offset, plan.offset + plan.limit);
  if (plan.variant === 'end') return [...list].reverse().slice(plan.offset, plan.offset + plan.limit);
  if (plan.variant === 'after') return list.slice(cursorAt! + 1, cursorAt! + 1 + plan.limit);
  return list.slice(0, cursorAt).reverse().slice(0, plan.limit);
}

test('every skip gives the slice the page numbers promise, from whichever end is nearer', () => {
  for (let skip = 0; skip <= 25; skip++) {
    const plan = pagePlan({ skip, limit, after: false, before: false, total: skip === 0 ? undefined : list.length });
    const { rows, before, after } = plan.settle(read(plan), list.length);
    expect(rows).toEqual(list.slice(skip, skip + limit));
    expect(before).toBe(skip > 0);
    expect(after).toBe(skip + limit < list.length);
  }
});

test('the last page is read from the end with offset 0, the first from the start', () => {
  expect(pagePlan({ skip: 20, limit, after: false, before: false, total: 23 })).toMatchObject({ variant: 'end', offset: 0, limit: 3 });
  expect(pagePlan({ skip: 0, limit, after: false, before: false })).toMatchObject({ variant: 'start', offset: 0, limit: 5 });
  expect(pagePlan({ skip: 5, limit, after: false, before: false, total: 23 })).toMatchObject({ variant: 'start', offset: 5 });
  expect(pagePlan({ skip: 15, limit, after: false, before: false, total: 23 })).toMatchObject({ variant: 'end', offset: 3 });
  expect(pagePlan({ skip: 23, limit, after: false, before: false, total: 23 }).limit).toBe(0);
});

test('a cursor reads one row more to learn whether the list goes on that way', () => {
  const after = pagePlan({ skip: 0, limit, after: true, before: false });
  expect(after).toMatchObject({ variant: 'after', offset: 0, limit: 6 });
  expect(after.settle(read(after, 4), 23)).toEqual({ rows: [5, 6, 7, 8, 9], before: true, after: true });
  expect(after.settle(read(after, 17), 23)).toEqual({ rows: [18, 19, 20, 21, 22], before: true, after: false });
  const before = pagePlan({ skip: 0, limit, after: false, before: true });
  expect(before.settle(read(before, 10), 23)).toEqual({ rows: [5, 6, 7, 8, 9], before: true, after: true });
  expect(before.settle(read(before, 5), 23)).toEqual({ rows: [0, 1, 2, 3, 4], before: false, after: true });
});

test('cursors round-trip; anything else names its field', () => {
  const key = '["2026-01-01T00:00:00.123456+00:00", "0b6c4d52-8a7e-4d4e-9d0b-2f0f1c3f6f11"]';
  expect(decodeCursor(encodeCursor(key), 2, 'after')).toEqual(JSON.parse(key));
  for (const bad of ['%%%', encodeCursor('{}'), encodeCursor('["a"]'), encodeCursor('["", "b"]'), encodeCursor('[null, "b"]')]) {
    expect(() => decodeCursor(bad, 2, 'before')).toThrow(
      expect.objectContaining({ code: 'VALIDATION', details: expect.objectContaining({ field: 'before' }) }),
    );
  }
});
