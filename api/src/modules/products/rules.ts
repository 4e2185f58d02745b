import type { Caller } from '../../access/policy';
import { AppError, validationError } from '../../errors';
import {
  capabilitiesOf,
  isDayFromToday,
  unitAmountProblem,
  type CreateProductBody,
  type ProductType,
  type UnitMeasure,
  type UpdateProductBody,
} from '@agrocadena/contracts';
import { initialLevel, type StockLevel } from '../stock/rules';
import { freeText, requiredLine } from '../../util/text';

/** The stored fields a create or an edit sets (stock fields change only through the ledger). */
export interface ProductFields {
  name: string;
  description: string | null;
  type: ProductType;
  unitMeasure: UnitMeasure;
  price: number | null;
  public: boolean;
  expiryWarningDays?: number;
}

/** Carriers move other people's goods and keep no inventory of their own (the contract's capabilities). */
export function assertKeepsProducts(caller: Caller): void {
  if (!capabilitiesOf(caller.userType).keepsProducts) throw new AppError('LOGISTIC_NO_PRODUCTS');
}

/** A supplier registers supplies only. */
function assertTypeAllowed(type: ProductType, caller: Caller): void {
  if (!capabilitiesOf(caller.userType).productTypes.includes(type)) throw validationError('type', 'supplierType');
}

/**
 * POST /products after its rules (docs/domain.md#products, docs/domain.md#permissions): the
 * product's fields and the stock level it starts at. A product made with stock needs what that
 * stock cost (unit cost above 0).
 */
export function normaliseNewProduct(body: CreateProductBody, caller: Caller): { fields: ProductFields; level: StockLevel } {
  assertKeepsProducts(caller);
  if (body.user !== undefined && body.user !== caller.id) throw validationError('user', 'notYourself');
  assertTypeAllowed(body.type, caller);
  const fields: ProductFields = {
    name: requiredLine(body.name, 'name'),
    description: freeText(body.description),
    type: body.type,
    unitMeasure: body.unitMeasure,
    price: body.price ?? null,
    public: body.public ?? false,
    ...(body.expiryWarningDays !== undefined ? { expiryWarningDays: body.expiryWarningDays } : {}),
  };
  // A first lot past its expiry is refused as an added one is: stock enters fresh or not at all.
  if (body.expiresOn && !isDayFromToday(body.expiresOn)) throw validationError('expiresOn', 'pastDate');
  const amountProblem = unitAmountProblem(body.amount, body.unitMeasure);
  if (amountProblem) throw validationError('amount', amountProblem);
  if (body.amount > 0 && !(body.unitCost > 0)) throw validationError('unitCost', 'required');
  return { fields, level: initialLevel(body.amount, body.unitCost) };
}

/**
 * PUT /products/{id}: type and name are always sent; an optional field left out keeps its value,
 * null (or a blank description) clears it.
 */
export function normaliseProductChanges(body: UpdateProductBody, caller: Caller): Partial<ProductFields> {
  assertKeepsProducts(caller);
  assertTypeAllowed(body.type, caller);
  const changes: Partial<ProductFields> = { type: body.type, name: requiredLine(body.name, 'name') };
  if (body.unitMeasure !== undefined) changes.unitMeasure = body.unitMeasure;
  if (body.price !== undefined) changes.price = body.price;
  if (body.description !== undefined) changes.description = freeText(body.description);
  if (body.public !== undefined) changes.public = body.public;
  if (body.expiryWarningDays !== undefined) changes.expiryWarningDays = body.expiryWarningDays;
  return changes;
}

export interface ProductVisibility {
  userId: string;
  public: boolean;
  deletedAt: Date | null;
}

/** Public and not hidden: anyone may see the product, its image and data sheet included. */
export const isOpenToAll = (product: ProductVisibility): boolean => product.public && !product.deletedAt;

/**
 * What the caller may do with a product: its owner everything; anyone else reads a public one;
 * hidden (deleted) products and other people's private ones do not exist for them.
 */
export function accessTo(product: ProductVisibility | undefined, callerId: string): 'owner' | 'reader' | 'none' {
  if (!product || product.deletedAt) return 'none';
  if (product.userId === callerId) return 'owner';
  return isOpenToAll(product) ? 'reader' : 'none';
}
