import { capabilitiesOf } from '@agrocadena/contracts';
import { accessTo } from './rules';
import { findProduct, type ProductWithOwner } from './rows';
import { definePolicy } from '../../access/policy';

/**
 * read: the owner, or anyone when the product is public. own: the owner only (the ledger). write:
 * the owner, when their user type keeps products (carriers do not: docs/domain.md#permissions).
 * Someone else's private or hidden product answers 404, so it is never revealed; someone else's
 * public one 403.
 */
export const productPolicy = definePolicy<ProductWithOwner, 'read' | 'own' | 'write'>({
  load: (db, id, lock) => findProduct(db, id, { lock }),
  writes: ['write'],
  decide(row, caller, action) {
    if (action === 'write' && !capabilitiesOf(caller.userType).keepsProducts) return 'LOGISTIC_NO_PRODUCTS';
    const access = accessTo(row?.product, caller.id);
    if (access === 'none') return 'NOT_FOUND';
    if (action !== 'read' && access !== 'owner') return 'FORBIDDEN';
    return 'allow';
  },
});
