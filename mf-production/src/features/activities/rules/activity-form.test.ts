import {
  chooserSelectionIsValid,
  foldForSearch,
  hasInvalidAmount,
  mergeChosen,
  productsMatching,
  relativeWeights,
  sideIsMissing,
  toActivityBody,
  type ChosenProduct,
} from './activity-form';
import { clearDraft, draftKey, readDraft, writeDraft } from './activity-draft';

const line = (id: string, amount: ChosenProduct['amount'] = 1): ChosenProduct => ({ id, name: `P ${id}`, unitMeasure: 'Kg', amount });

describe('activity form rules', () => {
  it('a side with no product is missing (selectTheProducts)', () => {
    expect(sideIsMissing(undefined)).toBe(true);
    expect(sideIsMissing([])).toBe(true);
    expect(sideIsMissing([line('a')])).toBe(false);
  });

  it('every amount must be above 0: 0, blank and unreadable text are invalid', () => {
    expect(hasInvalidAmount([line('a', 2.5)])).toBe(false);
    expect(hasInvalidAmount([line('a', 2.5), line('b', 0)])).toBe(true);
    expect(hasInvalidAmount([line('a', null)])).toBe(true);
    expect(hasInvalidAmount([line('a', { unreadable: 'notANumber', text: 'dos', format: { decimals: 2, max: 1e9 } } as never)])).toBe(true);
  });

  it('the chooser needs at least one product, each above 0 (pleaseVerifiyProducts)', () => {
    expect(chooserSelectionIsValid([])).toBe(false);
    expect(chooserSelectionIsValid([line('a', 0)])).toBe(false);
    expect(chooserSelectionIsValid([line('a', 3)])).toBe(true);
  });

  it('relative weight is each amount over its side total, in percent', () => {
    expect(relativeWeights([30, 10])).toEqual([75, 25]);
    expect(relativeWeights([5])).toEqual([100]);
    // A line not yet valid weighs nothing; an empty side is all zero, never NaN.
    expect(relativeWeights([4, null, 0])).toEqual([100, 0, 0]);
    expect(relativeWeights([null])).toEqual([0]);
  });

  it('the chooser keeps the order of lines already there and appends new ones', () => {
    const merged = mergeChosen([line('a', 1), line('b', 2)], [line('c', 3), line('a', 9)]);
    expect(merged.map((l) => [l.id, l.amount])).toEqual([
      ['a', 9],
      ['c', 3],
    ]);
  });

  it('the body names the products by id with their amounts, texts trimmed', () => {
    const body = toActivityBody(
      {
        name: ' Despulpado ',
        description: ' Pulpa de mango ',
        estimatedDurationInHours: 2.5,
        inputProducts: [line('m', 100)],
        outputProducts: [line('p', 60)],
      },
      'u1',
    );
    expect(body).toEqual({
      user: 'u1',
      name: 'Despulpado',
      description: 'Pulpa de mango',
      estimatedDurationInHours: 2.5,
      inputProducts: [{ id: 'm', amount: 100 }],
      outputProducts: [{ id: 'p', amount: 60 }],
    });
  });

  it('search ignores case and accents but tells ñ from n', () => {
    expect(foldForSearch('Limón TAHITÍ')).toBe('limon tahiti');
    const products = [{ name: 'Limón' }, { name: 'Piña oro miel' }, { name: 'Pina colada' }];
    expect(productsMatching(products, 'limon').map((p) => p.name)).toEqual(['Limón']);
    expect(productsMatching(products, 'PIÑA').map((p) => p.name)).toEqual(['Piña oro miel']);
    expect(productsMatching(products, '  ')).toHaveLength(3);
  });
});

describe('activity draft', () => {
  beforeEach(() => sessionStorage.clear());

  it('is kept per user and read back as written', () => {
    writeDraft(sessionStorage, 'u1', { name: 'Selección', inputProducts: [line('a', 2)] });
    expect(readDraft(sessionStorage, 'u1')).toEqual({ name: 'Selección', inputProducts: [line('a', 2)], outputProducts: undefined });
    expect(readDraft(sessionStorage, 'u2')).toBeUndefined();
    clearDraft(sessionStorage, 'u1');
    expect(readDraft(sessionStorage, 'u1')).toBeUndefined();
  });

  it('a draft that cannot be read is ignored, and malformed lines dropped', () => {
    sessionStorage.setItem(draftKey('u1'), '{not json');
    expect(readDraft(sessionStorage, 'u1')).toBeUndefined();
    sessionStorage.setItem(draftKey('u1'), JSON.stringify({ name: 'x', inputProducts: [{ id: 3 }, line('a')] }));
    expect(readDraft(sessionStorage, 'u1')?.inputProducts).toEqual([line('a')]);
  });
});
