import { activityPolicy } from '../modules/activities/policy';
import { branchOfficePolicy } from '../modules/branch-offices/policy';
import { productPolicy } from '../modules/products/policy';
import { selfPolicy } from '../modules/accounts/policy';
import type { ProductWithOwner } from '../modules/products/rows';
import type { ActivityRow } from '../modules/activities/tables';
import type { BranchOfficeRow } from '../modules/branch-offices/tables';

const farmer = { id: 'u-farmer', userType: 'AGRO' as const };
const other = { id: 'u-other', userType: 'ENTERPRISE' as const };
const carrier = { id: 'u-carrier', userType: 'LOGISTIC' as const };

const product = (fields: Partial<ProductWithOwner['product']> = {}) =>
  ({ product: { userId: farmer.id, public: false, deletedAt: null, ...fields }, owner: { _id: farmer.id } }) as ProductWithOwner;

describe('product policy', () => {
  const decide = productPolicy.decide;
  test('the owner may read, read their own and write', () => {
    for (const action of ['read', 'own', 'write'] as const) expect(decide(product(), farmer, action)).toBe('allow');
  });
  test('someone else: a private or hidden product does not exist (404); a public one is read only (403)', () => {
    expect(decide(product(), other, 'read')).toBe('NOT_FOUND');
    expect(decide(product({ deletedAt: new Date() }), farmer, 'read')).toBe('NOT_FOUND');
    expect(decide(undefined, farmer, 'read')).toBe('NOT_FOUND');
    expect(decide(product({ public: true }), other, 'read')).toBe('allow');
    expect(decide(product({ public: true }), other, 'own')).toBe('FORBIDDEN');
    expect(decide(product({ public: true }), other, 'write')).toBe('FORBIDDEN');
  });
  test('carriers keep no products: every write is refused, whatever the product', () => {
    expect(decide(product({ userId: carrier.id }), carrier, 'write')).toBe('LOGISTIC_NO_PRODUCTS');
    expect(decide(undefined, carrier, 'write')).toBe('LOGISTIC_NO_PRODUCTS');
    expect(decide(product({ public: true }), carrier, 'read')).toBe('allow');
  });
});

describe('branch office policy', () => {
  const office = { userId: farmer.id } as BranchOfficeRow;
  test('owner only: foreign reads 404, foreign writes 403, a missing office 404', () => {
    expect(branchOfficePolicy.decide(office, farmer, 'read')).toBe('allow');
    expect(branchOfficePolicy.decide(office, farmer, 'write')).toBe('allow');
    expect(branchOfficePolicy.decide(office, other, 'read')).toBe('NOT_FOUND');
    expect(branchOfficePolicy.decide(office, other, 'write')).toBe('FORBIDDEN');
    expect(branchOfficePolicy.decide(undefined, farmer, 'write')).toBe('NOT_FOUND');
  });
});

describe('self policy', () => {
  test('only the user themself; the error names the field the id came in', async () => {
    const db = {} as never;
    await expect(selfPolicy.authorize(db, farmer, farmer.id, 'read')).resolves.toEqual({ id: farmer.id });
    await expect(selfPolicy.authorize(db, farmer, other.id, 'write', { field: 'id' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      statusCode: 403,
      details: { field: 'id' },
    });
  });
});

describe('activity and process policy (enterprises, owner only)', () => {
  const decide = activityPolicy.decide;
  const activity = { userId: other.id } as ActivityRow;
  test('the owning enterprise may read and write; another enterprise gets 404 reading, 403 changing', () => {
    for (const action of ['read', 'write'] as const) expect(decide(activity, other, action)).toBe('allow');
    const rival = { id: 'u-rival', userType: 'ENTERPRISE' as const };
    expect(decide(activity, rival, 'read')).toBe('NOT_FOUND');
    expect(decide(activity, rival, 'write')).toBe('FORBIDDEN');
    expect(decide(undefined, rival, 'read')).toBe('NOT_FOUND');
  });
  test('any other user type gets ENTERPRISE_ONLY, even for a row that does not exist', () => {
    for (const caller of [farmer, carrier]) {
      expect(decide(activity, caller, 'read')).toBe('ENTERPRISE_ONLY');
      expect(decide(undefined, caller, 'write')).toBe('ENTERPRISE_ONLY');
    }
  });
});
