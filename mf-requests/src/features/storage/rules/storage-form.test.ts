import type { Product } from '@agrocadena/contracts';
import { availableOf, serviceLabel, storableProducts, storageLines, toStorageBody } from './storage-form';

const product = (id: string, amount: number, reserved = 0) => ({ _id: id, name: id, amount, reserved, unitMeasure: 'Kg' }) as Product;

describe('the storage form', () => {
  const mango = product('mango', 120.5, 20.25);
  const pulp = product('pulp', 8);
  const empty = product('empty', 5, 5);

  it('offers what has something free, by name, and stores at most that', () => {
    expect(availableOf(mango)).toBe(100.25);
    expect(storableProducts([pulp, empty, mango]).map((p) => p._id)).toEqual(['mango', 'pulp']);
  });

  it('asks for each product given an amount above zero, and nothing else', () => {
    expect(storageLines([mango, pulp], { mango: 40.5, pulp: null })).toEqual([{ id: 'mango', amount: 40.5 }]);
    expect(storageLines([mango, pulp], { mango: 0, pulp: { unreadable: 'letters', text: 'x' } as never })).toEqual([]);
    expect(storageLines([mango], undefined)).toEqual([]);
  });

  it('sends the service, the lines and the two days', () => {
    const body = toStorageBody({ serviceId: 's1', amounts: { pulp: 8 }, startDate: '2026-12-01', finishedDate: '2026-12-10' }, [mango, pulp]);
    expect(body).toEqual({ serviceId: 's1', products: [{ id: 'pulp', amount: 8 }], startDate: '2026-12-01', finishedDate: '2026-12-10' });
  });

  it('names a service by itself, its provider and where it stores', () => {
    expect(
      serviceLabel({ name: 'Bodegaje', user: {} as never, branchOffice: { name: 'Vía 40', address: 'Vía 40 #79B-06' } }, 'Transportes del Río'),
    ).toBe('Bodegaje · Transportes del Río · Vía 40 #79B-06');
  });
});
