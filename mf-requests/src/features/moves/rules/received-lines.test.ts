import type { DeliveredLine, ReceivingProduct } from '@agrocadena/contracts';
import { NEW_PRODUCT, initialLines, receivedLines } from './received-lines';

const QUESO: DeliveredLine = { product: { _id: 'p-queso', name: 'Queso costeño', unitMeasure: 'Kg' }, amount: 2, lots: [] };
const SUERO: DeliveredLine = { product: { _id: 'p-suero', name: 'Suero', unitMeasure: 'Lt' }, amount: 5, lots: [] };
const mine: ReceivingProduct[] = [{ _id: 'm-queso', name: 'Queso Costeño', unitMeasure: 'Kg', type: 'RAW_MATERIAL', amount: 1, unitCost: 9000 }];

describe('initialLines', () => {
  it('starts each line on the product of mine it matches, or on no choice', () => {
    expect(initialLines({ deliveredProducts: [QUESO, SUERO] }, mine, [])).toEqual([{ counterPart: 'm-queso' }, { counterPart: undefined }]);
  });
});

describe('receivedLines', () => {
  it('sends a new product its price and never a public flag: it is created private', () => {
    const values = [{ counterPart: 'm-queso' }, { counterPart: NEW_PRODUCT, price: 1200 }];
    expect(receivedLines([QUESO, SUERO], values, false)).toEqual([
      { product: 'p-queso', amount: 2, counterPart: 'm-queso' },
      { product: 'p-suero', amount: 5, counterPart: null, price: 1200 },
    ]);
  });

  it('sends a requester-type user’s new product unpriced', () => {
    expect(receivedLines([SUERO], [{ counterPart: NEW_PRODUCT, price: 1200 }], true)).toEqual([{ product: 'p-suero', amount: 5, counterPart: null }]);
  });
});
