import type { CreateProductBody } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { accessTo, normaliseNewProduct, normaliseProductChanges } from './rules';

const farmer: Caller = { id: 'u-farmer', userType: 'AGRO' };
const supplier: Caller = { id: 'u-supplier', userType: 'SUPPLIER' };
const carrier: Caller = { id: 'u-carrier', userType: 'LOGISTIC' };

const body = (overrides: Partial<CreateProductBody> = {}): CreateProductBody => ({
  type: 'RAW_MATERIAL',
  name: 'Yuca',
  unitMeasure: 'Kg',
  amount: 10,
  unitCost: 1000,
  ...overrides,
});

const validation = (field: string, reason: string) =>
  expect.objectContaining({ code: 'VALIDATION', details: expect.objectContaining({ field, reason }) });

describe('normaliseNewProduct', () => {
  test('trims the name, drops a blank description, defaults price and visibility', () => {
    const { fields, level } = normaliseNewProduct(body({ name: '  Yuca   criolla ', description: '   ' }), farmer);
    expect(fields).toEqual({
      name: 'Yuca criolla',
      description: null,
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: null,
      public: false,
    });
    expect(level).toEqual({ amount: '10.00', stockValue: '10000.0000', unitCost: '1000.0000' });
  });

  test('keeps a real description (trimmed), a price and public visibility', () => {
    const { fields } = normaliseNewProduct(body({ description: '  Fresca\nde Repelón  ', price: 2500, public: true, user: farmer.id }), farmer);
    expect(fields).toMatchObject({ description: 'Fresca\nde Repelón', price: 2500, public: true });
  });

  test('a blank name is refused on name', () => {
    expect(() => normaliseNewProduct(body({ name: ' \t ' }), farmer)).toThrow(validation('name', 'required'));
  });

  test('stock without a cost is refused on unitCost; no stock needs none', () => {
    expect(() => normaliseNewProduct(body({ unitCost: 0 }), farmer)).toThrow(validation('unitCost', 'required'));
    expect(normaliseNewProduct(body({ amount: 0, unitCost: 0 }), farmer).level).toEqual({
      amount: '0.00',
      stockValue: '0.0000',
      unitCost: '0.0000',
    });
  });

  test('`user` must be the caller', () => {
    expect(() => normaliseNewProduct(body({ user: 'someone-else' }), farmer)).toThrow(validation('user', 'notYourself'));
  });

  test('a supplier registers supplies only', () => {
    expect(() => normaliseNewProduct(body({ type: 'FINISHED_PRODUCT' }), supplier)).toThrow(validation('type', 'supplierType'));
    expect(normaliseNewProduct(body({ type: 'SUPPLIE' }), supplier).fields.type).toBe('SUPPLIE');
  });

  test('a carrier keeps no products', () => {
    expect(() => normaliseNewProduct(body(), carrier)).toThrow(expect.objectContaining({ code: 'LOGISTIC_NO_PRODUCTS', statusCode: 403 }));
  });
});

describe('normaliseProductChanges', () => {
  test('fields left out are kept; null and blank clear', () => {
    expect(normaliseProductChanges({ type: 'SUPPLIE', name: ' Urea ' }, farmer)).toEqual({ type: 'SUPPLIE', name: 'Urea' });
    expect(
      normaliseProductChanges({ type: 'SUPPLIE', name: 'Urea', price: null, description: ' ', public: false, unitMeasure: 'Lb' }, farmer),
    ).toEqual({
      type: 'SUPPLIE',
      name: 'Urea',
      price: null,
      description: null,
      public: false,
      unitMeasure: 'Lb',
    });
  });

  test('the same role and name rules as on create', () => {
    expect(() => normaliseProductChanges({ type: 'RAW_MATERIAL', name: 'Urea' }, supplier)).toThrow(validation('type', 'supplierType'));
    expect(() => normaliseProductChanges({ type: 'SUPPLIE', name: '   ' }, farmer)).toThrow(validation('name', 'required'));
    expect(() => normaliseProductChanges({ type: 'SUPPLIE', name: 'Urea' }, carrier)).toThrow(
      expect.objectContaining({ code: 'LOGISTIC_NO_PRODUCTS' }),
    );
  });
});

describe('access', () => {
  const mine = { userId: farmer.id, public: false, deletedAt: null };
  test('the owner, readers of public products, nobody for hidden or private ones', () => {
    expect(accessTo(mine, farmer.id)).toBe('owner');
    expect(accessTo(mine, 'other')).toBe('none');
    expect(accessTo({ ...mine, public: true }, 'other')).toBe('reader');
    expect(accessTo({ ...mine, deletedAt: new Date() }, farmer.id)).toBe('none');
    expect(accessTo(undefined, farmer.id)).toBe('none');
  });
});
