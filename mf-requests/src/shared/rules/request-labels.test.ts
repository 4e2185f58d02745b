import { CARLOS, TIENDA, request, serviceRequest } from '../../test/request-fixtures';
import { amountOf, closedAt, counterpartOf, kindOf, priceOf, requestName } from './request-labels';

describe('request labels', () => {
  it('names the other party of each side', () => {
    expect(counterpartOf(request(1, 'sent', 'PENDING'))).toEqual(CARLOS);
    expect(counterpartOf(request(1, 'received', 'PENDING'))).toEqual(TIENDA);
  });

  it('names a product, a service, or neither (a transport of loose goods)', () => {
    expect(requestName(request(1, 'sent', 'PENDING'))).toBe('Mango Tommy');
    expect(requestName(serviceRequest(1, 'sent', 'PENDING'))).toBe('Despulpado de mango');
    expect(requestName(request(1, 'sent', 'PENDING', { kind: 'TRANSPORT', product: null }))).toBeNull();
    expect(kindOf(serviceRequest(1, 'sent', 'PENDING'))).toBe('PRODUCTION');
    expect(kindOf(request(1, 'sent', 'PENDING'))).toBe('PRODUCT');
  });

  it('counts what was accepted before what was asked, and only for a product', () => {
    expect(amountOf(request(1, 'sent', 'PENDING'))).toEqual({ amount: 20, unit: 'Kg' });
    expect(amountOf(request(1, 'sent', 'ACCEPTED', { amountAccepted: 12 }))).toEqual({ amount: 12, unit: 'Kg' });
    expect(amountOf(serviceRequest(1, 'sent', 'PENDING'))).toBeNull();
  });

  it('shows the agreed price before the proposed one', () => {
    expect(priceOf(request(1, 'sent', 'ACCEPTED', { agreedPrice: 67_500 }))).toEqual({ label: 'agreedPrice', value: 67_500 });
    expect(priceOf(request(1, 'sent', 'PENDING'))).toEqual({ label: 'proposedPrice', value: 90_000 });
    expect(priceOf(serviceRequest(1, 'sent', 'PENDING'))).toBeNull();
  });

  it('dates a closed request by its completion, else by its last change', () => {
    expect(closedAt(request(1, 'sent', 'COMPLETED', { completedAt: '2026-03-14T16:45:00.000Z' }))).toBe('2026-03-14T16:45:00.000Z');
    expect(closedAt(request(1, 'sent', 'CANCELLED'))).toBe('2026-03-11T09:00:00.000Z');
  });
});
