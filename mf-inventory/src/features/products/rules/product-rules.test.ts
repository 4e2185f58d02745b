import { goBackPath, toCreateProductBody, toUpdateProductBody, unitCostOf } from './product-rules';

describe('product rules', () => {
  it('unit cost = total cost / amount, 0 without stock, unknown while a value is missing', () => {
    expect(unitCostOf(100000, 40)).toBe(2500);
    expect(unitCostOf(10000, 3)).toBe(3333.3333);
    expect(unitCostOf(0, 0)).toBe(0);
    expect(unitCostOf(null, 3)).toBeNull();
    expect(unitCostOf(100, undefined)).toBeNull();
  });

  it('create: supplier forced to SUPPLIE, non-positive price and blank description dropped', () => {
    const body = toCreateProductBody(
      { type: 'RAW_MATERIAL', name: ' Abono ', unitMeasure: 'Kg', amount: 7, totalCost: 70000, price: 0, description: '  ', public: undefined },
      { _id: 'u1', userType: 'SUPPLIER' },
    );
    expect(body).toEqual({ type: 'SUPPLIE', name: 'Abono', unitMeasure: 'Kg', amount: 7, unitCost: 10000, public: false, user: 'u1' });
  });

  it('edit: supplier type fixed, a wiped description becomes null', () => {
    expect(toUpdateProductBody({ type: 'FINISHED_PRODUCT', name: 'Abono', price: 1200, description: ' ', public: true }, 'SUPPLIER')).toEqual({
      type: 'SUPPLIE',
      name: 'Abono',
      price: 1200,
      description: null,
      public: true,
    });
  });

  it('goBack names a route of this site, userProducts by default', () => {
    expect(goBackPath(null)).toBe('/userProducts');
    expect(goBackPath('')).toBe('/userProducts');
    expect(goBackPath('userActivities')).toBe('/userActivities');
    expect(goBackPath('/userActivities')).toBe('/userActivities');
    expect(goBackPath('//evil.example')).toBe('/evil.example');
  });
});
