import type { Product } from '@agrocadena/contracts';
import { serviceLabel } from '../../../shared/rules/service-label';
import { toStorageBody } from './storage-form';

const product = (id: string, amount: number, reserved = 0) => ({ _id: id, name: id, amount, reserved, unitMeasure: 'Kg' }) as Product;

describe('the storage form', () => {
  it('sends the service, the lines and the two days', () => {
    const pulp = product('pulp', 8);
    const body = toStorageBody({ serviceId: 's1', amounts: { pulp: 8 }, startDate: '2026-12-01', finishedDate: '2026-12-10' }, [pulp]);
    expect(body).toEqual({ serviceId: 's1', products: [{ id: 'pulp', amount: 8 }], startDate: '2026-12-01', finishedDate: '2026-12-10' });
  });

  it('names a service by itself, its provider and where it stores', () => {
    expect(serviceLabel({ name: 'Bodegaje', branchOffice: { name: 'Vía 40', address: 'Vía 40 #79B-06' } }, 'Transportes del Río')).toBe(
      'Bodegaje · Transportes del Río · Vía 40 #79B-06',
    );
    expect(serviceLabel({ name: 'Camión', branchOffice: null }, 'Transportes del Río')).toBe('Camión · Transportes del Río');
  });
});
