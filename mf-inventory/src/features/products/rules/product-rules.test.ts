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

  it('create: the first lot’s code (trimmed) and expiry go with initial stock only', () => {
    const values = {
      type: 'RAW_MATERIAL' as const,
      name: 'Queso',
      unitMeasure: 'Kg' as const,
      totalCost: 70000,
      lotCode: ' PROV-1 ',
      expiresOn: '2026-12-01',
    };
    expect(toCreateProductBody({ ...values, amount: 7 }, { _id: 'u1', userType: 'AGRO' })).toMatchObject({
      lotCode: 'PROV-1',
      expiresOn: '2026-12-01',
    });
    const none = toCreateProductBody({ ...values, amount: 0, totalCost: 0 }, { _id: 'u1', userType: 'AGRO' });
    expect(none).not.toHaveProperty('lotCode');
    expect(none).not.toHaveProperty('expiresOn');
    expect(toCreateProductBody({ ...values, amount: 7, lotCode: '  ', expiresOn: '' }, { _id: 'u1', userType: 'AGRO' })).not.toHaveProperty(
      'lotCode',
    );
  });

  it('edit: the expiry warning days go when given', () => {
    const values = { type: 'RAW_MATERIAL' as const, name: 'Queso', price: 1200, description: '', public: true };
    expect(toUpdateProductBody({ ...values, expiryWarningDays: 0 }, 'AGRO')).toMatchObject({ expiryWarningDays: 0 });
    expect(toUpdateProductBody({ ...values, expiryWarningDays: null }, 'AGRO')).not.toHaveProperty('expiryWarningDays');
  });

  it('goBack names a route of this site, userProducts by default', () => {
    expect(goBackPath(null)).toBe('/userProducts');
    expect(goBackPath('')).toBe('/userProducts');
    expect(goBackPath('userActivities')).toBe('/userActivities');
    expect(goBackPath('/userActivities')).toBe('/userActivities');
    expect(goBackPath('//evil.example')).toBe('/evil.example');
  });
});
