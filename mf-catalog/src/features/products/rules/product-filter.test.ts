import { productListQuery, productSuggestQuery, readProductFilter, writeProductFilter } from './product-filter';

const read = (search: string) => readProductFilter(new URLSearchParams(search));

describe('the products catalogue’s filter', () => {
  it('reads each kind back from the URL it writes', () => {
    for (const search of [
      'name=lim',
      'provider=Luis',
      'type=SUPPLIE&name=abono',
      'type=RAW_MATERIAL',
      'providerId=u2&name=mango',
      'name=queso&inStock=true',
    ]) {
      const written = new URLSearchParams(
        Object.entries(writeProductFilter(read(search))).filter((entry): entry is [string, string] => entry[1] !== null),
      );
      expect(Object.fromEntries(written)).toEqual(Object.fromEntries(new URLSearchParams(search)));
    }
  });

  it('ignores what a hand-edited link makes up', () => {
    expect(read('type=GOLD&name=%20lim%20&inStock=yes')).toEqual({ kind: 'NAME', text: 'lim', type: null, providerId: null, inStock: false });
    expect(read(`name=${'a'.repeat(300)}`).text).toHaveLength(100);
  });

  it('asks for suggestions only for typed text, with the same filter as the list', () => {
    expect(productSuggestQuery({ kind: 'NAME', text: '  ', type: null, providerId: null, inStock: false })).toBeNull();
    const byType = { kind: 'TYPE' as const, text: 'lim', type: 'RAW_MATERIAL' as const, providerId: null, inStock: true };
    expect(productSuggestQuery(byType)).toEqual({ name: 'lim', provider: undefined, type: 'RAW_MATERIAL', providerId: undefined });
    expect(productListQuery({ ...byType, kind: 'PROVIDER' })).toEqual({
      name: undefined,
      provider: 'lim',
      type: undefined,
      providerId: undefined,
      inStock: true,
    });
  });
});
