import type { ReceivingProduct, RequestLine } from '@agrocadena/contracts';
import { counterpartsFor, foldName, matchingProduct } from './matching-product';

const mine = (_id: string, name: string, unitMeasure: ReceivingProduct['unitMeasure'] = 'Kg'): ReceivingProduct => ({
  _id,
  name,
  unitMeasure,
  type: 'RAW_MATERIAL',
  amount: 1,
  unitCost: 1000,
});
const delivered = (_id: string, name: string, unitMeasure: ReceivingProduct['unitMeasure'] = 'Kg'): RequestLine => ({
  product: { _id, name, unitMeasure },
  amount: 5,
});

describe('foldName', () => {
  it('sets case, accents and extra blanks aside, but keeps ñ', () => {
    expect(foldName('  QUESO   Costéño ')).toBe('queso costeño');
    expect(foldName('Limón Tahití')).toBe(foldName('limon tahiti'));
    expect(foldName('Piña')).not.toBe(foldName('Pina'));
  });
});

describe('counterpartsFor', () => {
  it('offers only my products in the delivered line’s unit', () => {
    const products = [mine('a', 'Queso', 'Kg'), mine('b', 'Leche', 'Lt'), mine('c', 'Cuajada', 'Kg')];
    expect(counterpartsFor(delivered('p', 'Queso'), products).map((p) => p._id)).toEqual(['a', 'c']);
  });
});

describe('matchingProduct', () => {
  const queso = mine('m-queso', 'Queso costeño');
  const marca = mine('m-marca', 'Queso de mi marca');

  it('takes goods back into the very product of mine they left', () => {
    expect(matchingProduct(delivered('m-marca', 'Queso de mi marca'), [queso, marca], [])).toEqual({ product: marca, reason: 'own' });
  });

  it('prefers the product an outsourced run homologated the output with, over one of the same name', () => {
    const homologated = [{ product: 'p-queso', counterPart: 'm-marca' }];
    expect(matchingProduct(delivered('p-queso', 'Queso costeño'), [queso, marca], homologated)).toEqual({ product: marca, reason: 'homologated' });
  });

  it('falls back to my only product of the same name, case and accents aside', () => {
    expect(matchingProduct(delivered('p-queso', 'QUESO COSTENO'), [queso, marca], [])).toBeUndefined();
    expect(matchingProduct(delivered('p-queso', 'queso  costeño'), [queso, marca], [])).toEqual({ product: queso, reason: 'sameName' });
  });

  it('matches only among what is offered: a homologated product no longer there gives way to the name', () => {
    const homologated = [{ product: 'p-queso', counterPart: 'm-gone' }];
    expect(matchingProduct(delivered('p-queso', 'Queso costeño'), [queso], homologated)).toEqual({ product: queso, reason: 'sameName' });
  });

  it('never matches a product of another unit', () => {
    const liters = mine('m-suero', 'Suero', 'Lt');
    expect(matchingProduct(delivered('p-suero', 'Suero', 'Kg'), [liters], [{ product: 'p-suero', counterPart: 'm-suero' }])).toBeUndefined();
  });

  it('chooses none when two of mine share the name: the receiver tells them apart', () => {
    const other = { ...mine('m-queso-2', 'Queso Costeño'), type: 'FINISHED_PRODUCT' as const };
    expect(matchingProduct(delivered('p-queso', 'Queso costeño'), [queso, other], [])).toBeUndefined();
    expect(matchingProduct(delivered('p-x', 'Suero'), [queso], [])).toBeUndefined();
  });
});
