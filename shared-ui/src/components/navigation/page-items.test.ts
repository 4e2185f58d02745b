import { pageItems } from './page-items';

test('a range of 2 around the current page, the first and the last, gaps marked', () => {
  expect(pageItems(5, 10)).toEqual([1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]);
  expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 10]);
});

test('near either end the window keeps its five pages', () => {
  expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  expect(pageItems(2, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  expect(pageItems(10, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
});

test('few pages: all of them, no gap', () => {
  expect(pageItems(1, 1)).toEqual([1]);
  expect(pageItems(2, 3)).toEqual([1, 2, 3]);
  expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
});
