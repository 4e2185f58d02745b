import { LIMITS } from '@agrocadena/contracts/core';
import { isPriceTooLow } from './price-rule';

describe('isPriceTooLow', () => {
  it('refuses zero and below, from the contract minimum', () => {
    expect(LIMITS.priceMin).toBe(1);
    expect(isPriceTooLow(0)).toBe(true);
    expect(isPriceTooLow(-5)).toBe(true);
    expect(isPriceTooLow(1)).toBe(false);
    expect(isPriceTooLow(4500)).toBe(false);
  });

  it('leaves empty and unread input to the other rules', () => {
    for (const value of [undefined, null, '', { text: '1,2,3' }]) expect(isPriceTooLow(value)).toBe(false);
  });
});
