import type { Product } from '@agrocadena/contracts';
import { NOT_REGISTERED, toTransportBody, type TransportFormValues } from './transport-form';

const melons = { _id: 'p-melon', name: 'Patilla', amount: 50, reserved: 0, unitMeasure: 'Un' } as Product;
const values: TransportFormValues = {
  serviceId: 's-truck',
  wishDate: '2026-12-02',
  originAddress: { town: '08758', townName: 'Soledad', address: 'Finca La Esperanza' },
  destinationAddress: { town: '08001', townName: 'Barranquilla', address: 'Calle 72 #45-10', location: { latitude: 10.99, longitude: -74.8 } },
  amounts: { 'p-melon': 20 },
  recipient: NOT_REGISTERED,
};

describe('the transport form', () => {
  it('sends my goods to someone not registered, or to a client by id', () => {
    expect(toTransportBody(values, [melons])).toEqual({
      serviceId: 's-truck',
      wishDate: '2026-12-02',
      originAddress: { town: '08758', address: 'Finca La Esperanza', location: null },
      destinationAddress: { town: '08001', address: 'Calle 72 #45-10', location: { latitude: 10.99, longitude: -74.8 } },
      products: [{ id: 'p-melon', amount: 20 }],
      recipient: { userId: null },
    });
    expect(toTransportBody({ ...values, recipient: 'u-shop' }, [melons]).recipient).toEqual({ userId: 'u-shop' });
  });

  it('names only the purchase for its goods and buyer', () => {
    const body = toTransportBody(values, [melons], { _id: 'q-purchase' });
    expect(body.linkedRequestId).toBe('q-purchase');
    expect(body).not.toHaveProperty('products');
    expect(body).not.toHaveProperty('recipient');
  });
});
