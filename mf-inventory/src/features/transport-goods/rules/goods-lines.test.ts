import type { Request } from '@agrocadena/contracts';
import { goodsInTransport } from './goods-lines';

const line = (id: string, amount: number) => ({ product: { _id: id, name: id, unitMeasure: 'Kg' as const }, amount });
const transport = (id: string, lines: ReturnType<typeof line>[]) => ({ _id: id, deliveredProducts: lines }) as unknown as Request;

describe("a carrier's products in transport", () => {
  it('lists every line of every transport on the road, each with its transport', () => {
    const rows = goodsInTransport([transport('t1', [line('lemon', 30), line('yam', 5)]), transport('t2', [line('lemon', 6)])]);
    expect(rows.map((row) => [row.key, row.line.amount, row.transport._id])).toEqual([
      ['t1:lemon', 30, 't1'],
      ['t1:yam', 5, 't1'],
      ['t2:lemon', 6, 't2'],
    ]);
  });
});
