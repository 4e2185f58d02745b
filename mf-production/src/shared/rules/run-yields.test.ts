import type { RunProduct } from '@agrocadena/contracts';
import { runYields } from './run-yields';

const line = (id: string, amount: number): RunProduct => ({ product: { _id: id, name: id, unitMeasure: 'Kg' }, amount });

describe('the yields of a finished run', () => {
  it('sets what came out of each expected output against what was expected, to a tenth of a percent', () => {
    const yields = runYields({
      expectedOutputProducts: [line('pulp', 60), line('juice', 20)],
      finalOutputProducts: [line('pulp', 61), line('juice', 18.5)],
    });
    expect(yields.map((y) => [y.product._id, y.actual, y.percent])).toEqual([
      ['pulp', 61, 101.7],
      ['juice', 18.5, 92.5],
    ]);
  });

  it('gives an output an abort made none of a yield of 0, and one nobody expected no yield', () => {
    const yields = runYields({ expectedOutputProducts: [line('pulp', 60)], finalOutputProducts: [line('peel', 3)] });
    expect(yields.map((y) => [y.product._id, y.expected, y.actual, y.percent])).toEqual([
      ['pulp', 60, 0, 0],
      ['peel', 0, 3, null],
    ]);
  });
});
