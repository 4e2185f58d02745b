import type { Product } from '@agrocadena/contracts';
import { NOT_REGISTERED, canAskTransport, linkedGoods, toTransportBody, type TransportFormValues } from './transport-form';
import { MANGO, line, request, serviceRequest } from '../../test/request-fixtures';

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

  it('lets me send a carrier for my accepted purchase, or for the ready outputs of a production service I provide', () => {
    expect(canAskTransport(request(1, 'sent', 'ACCEPTED'))).toBe(true);
    expect(canAskTransport(request(1, 'received', 'ACCEPTED'))).toBe(false);
    expect(canAskTransport(serviceRequest(2, 'received', 'PENDING_DELIVERY'))).toBe(true);
    expect(canAskTransport(serviceRequest(2, 'sent', 'PENDING_DELIVERY'))).toBe(false);
    expect(canAskTransport(serviceRequest(2, 'received', 'IN_PROGRESS'))).toBe(false);
    // Already carried: the transport set where the goods leave from.
    const origin = { town: { _id: '08758', name: 'Soledad' }, address: 'Finca La Esperanza', location: null };
    expect(canAskTransport(serviceRequest(2, 'received', 'PENDING_DELIVERY', { originAddress: origin }))).toBe(false);
    expect(canAskTransport(request(1, 'sent', 'ACCEPTED', { originAddress: origin }))).toBe(false);
  });

  it('carries a purchase’s amount accepted, or what a production service was asked for', () => {
    expect(linkedGoods(request(1, 'sent', 'ACCEPTED', { amountAccepted: 15 }))).toEqual([line(MANGO, 15)]);
    expect(linkedGoods(serviceRequest(2, 'received', 'PENDING_DELIVERY'))).toEqual([
      line({ _id: 'p-pulpa', name: 'Pulpa de mango', unitMeasure: 'Kg' }, 60),
    ]);
  });
});
