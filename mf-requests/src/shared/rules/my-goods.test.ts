import type { Product } from '@agrocadena/contracts';
import { availableOf, freeProducts, goodsLines } from './my-goods';

const product = (id: string, amount: number, reserved = 0) => ({ _id: id, name: id, amount, reserved, unitMeasure: 'Kg' }) as Product;

describe('the goods a storage or a transport takes', () => {
  const mango = product('mango', 120.5, 20.25);
  const pulp = product('pulp', 8);
  const empty = product('empty', 5, 5);

  it('offers what has something free, by name, and takes at most that', () => {
    expect(availableOf(mango)).toBe(100.25);
    expect(freeProducts([pulp, empty, mango]).map((p) => p._id)).toEqual(['mango', 'pulp']);
  });

  it('asks for each product given an amount above zero, and nothing else', () => {
    expect(goodsLines([mango, pulp], { mango: 40.5, pulp: null })).toEqual([{ id: 'mango', amount: 40.5 }]);
    expect(goodsLines([mango, pulp], { mango: 0, pulp: { unreadable: 'letters', text: 'x' } as never })).toEqual([]);
    expect(goodsLines([mango], undefined)).toEqual([]);
  });
});
