import { Type, type Static } from '@sinclair/typebox';
import { PRODUCT_TYPES, REQUEST_KINDS, STOCK_REASONS, UNIT_MEASURES } from '../enums';
import { LIMITS, MAX_MOVEMENTS_PAGE, MAX_SKIP } from '../limits';
import { Nullable, OneOf, PageCursors, PartyRef } from './common';
import { LotCodeInput, LotPick, LotRef } from './lot-refs';

export const ProductType = OneOf(PRODUCT_TYPES);
export type ProductType = Static<typeof ProductType>;
export const UnitMeasure = OneOf(UNIT_MEASURES);
export type UnitMeasure = Static<typeof UnitMeasure>;
export const StockReason = OneOf(STOCK_REASONS);
export type StockReason = Static<typeof StockReason>;

/**
 * Stock amounts: never negative, at most 2 decimals (shown with 2). The decimals are checked by the
 * server (400 naming the field), not with `multipleOf: 0.01`, which refuses 0.29 over binary rounding.
 */
export const StockAmount = Type.Number({ minimum: 0, maximum: LIMITS.amount });

export const ProductOwner = Type.Object({
  _id: Type.String(),
  firstName: Nullable(Type.String()),
  enterpriseName: Nullable(Type.String()),
});
export type ProductOwner = Static<typeof ProductOwner>;

export const Product = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  type: ProductType,
  unitMeasure: UnitMeasure,
  /** Sale price per unit in whole pesos, or null. */
  price: Nullable(Type.Integer()),
  amount: Type.Number(),
  /** What scheduled runs (and accepted requests) hold of the amount: available = amount − reserved. */
  reserved: Type.Number(),
  /** Weighted-average cost per unit, pesos (may carry decimals; shown rounded). */
  unitCost: Type.Number(),
  /** amount × unitCost, pesos. */
  stockValue: Type.Number(),
  public: Type.Boolean(),
  /** URLs, or null. */
  image: Nullable(Type.String()),
  imageThumbnail: Nullable(Type.String()),
  technicalDocument: Nullable(Type.String()),
  technicalDocumentName: Nullable(Type.String()),
  user: ProductOwner,
  /** Days before a lot's expiry it is marked as near it (docs/domain.md#lots). */
  expiryWarningDays: Type.Integer(),
  /** The earliest expiry day among its lots with something left, or null. */
  nextExpiry: Nullable(Type.String({ format: 'date' })),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Product = Static<typeof Product>;

export const SimpleProduct = Type.Object({ _id: Type.String(), name: Type.String(), unitMeasure: UnitMeasure });
export type SimpleProduct = Static<typeof SimpleProduct>;

const Name = Type.String({ minLength: 1, maxLength: LIMITS.name });
const ExpiryWarningDays = Type.Optional(Type.Integer({ minimum: 0, maximum: LIMITS.expiryWarningDays }));
/** The first lot's or an added lot's code (made when left out) and expiry day. */
const NewLot = { lotCode: Type.Optional(LotCodeInput), expiresOn: Type.Optional(Nullable(Type.String({ format: 'date' }))) };
const Description = Type.Optional(Nullable(Type.String({ maxLength: LIMITS.description })));
/**
 * Whole pesos above 0, or null. A type list, not a union with null: the validator's type coercion
 * would turn a 0 that fails the integer branch into a null that passes the null one.
 */
const Price = Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: LIMITS.priceMin, maximum: LIMITS.money }));

/**
 * POST /products. `user` must be the caller when given. The amount is in hundredths, whole for a
 * whole unit (docs/domain.md#request-amounts).
 */
export const CreateProductBody = Type.Object({
  type: ProductType,
  name: Name,
  unitMeasure: UnitMeasure,
  amount: StockAmount,
  /** Cost per unit of the initial amount (total cost / amount), pesos. */
  unitCost: Type.Number({ minimum: 0, maximum: LIMITS.money }),
  price: Price,
  description: Description,
  public: Type.Optional(Type.Boolean()),
  user: Type.Optional(Type.String()),
  expiryWarningDays: ExpiryWarningDays,
  ...NewLot,
});
export type CreateProductBody = Static<typeof CreateProductBody>;

/** PUT /products/{id}: the editable fields (stock changes go through POST /stock). */
export const UpdateProductBody = Type.Object({
  type: ProductType,
  name: Name,
  unitMeasure: Type.Optional(UnitMeasure),
  price: Price,
  description: Description,
  public: Type.Optional(Type.Boolean()),
  expiryWarningDays: ExpiryWarningDays,
});
export type UpdateProductBody = Static<typeof UpdateProductBody>;

/**
 * POST /stock. `amount` is the new total (docs/domain.md#stock-ledger); `previousAmount` the total
 * the client saw when the dialog opened (409 when it has moved since). `cost` is what the added
 * quantity cost in all, in whole pesos: required when adding, not allowed when removing. The server
 * computes the weighted average itself.
 */
export const StockChangeBody = Type.Object({
  product: Type.String({ minLength: 1 }),
  amount: StockAmount,
  previousAmount: StockAmount,
  cost: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: LIMITS.money }))),
  /** Adding: the new lot's code and expiry. Removing: which lots go (else expired first, then first-expiring-first). */
  ...NewLot,
  lots: LotPick.lots,
});
export type StockChangeBody = Static<typeof StockChangeBody>;

export const StockMovement = Type.Object({
  _id: Type.String(),
  date: Type.String({ format: 'date-time' }),
  /** Signed change of the amount. */
  change: Type.Number(),
  /** Cost per unit of this movement (the lot's cost when adding, the average when removing). */
  unitCost: Type.Number(),
  amountAfter: Type.Number(),
  unitCostAfter: Type.Number(),
  stockValueAfter: Type.Number(),
  reason: StockReason,
  reference: Nullable(Type.String()),
  /**
   * The run that consumed or produced it, by its activity's name, and the other party of the
   * production request it carried out (its customer, or the provider it was outsourced to), if any.
   */
  execution: Nullable(Type.Object({ _id: Type.String(), activity: Type.String(), party: Nullable(PartyRef) })),
  /** The request that moved it and the other party of that request (who sold, bought, stored or carried). */
  request: Nullable(Type.Object({ _id: Type.String(), kind: OneOf(REQUEST_KINDS), party: PartyRef })),
  /**
   * Of the value this movement brought in, what the carrier's price added (landed cost, pesos): goods
   * received with a transport their receiver booked (docs/domain.md#landed-cost); null otherwise.
   */
  transportCost: Nullable(Type.Number()),
  /** The lots it entered or left, each with its part of the change. */
  lots: Type.Array(LotRef),
});
export type StockMovement = Static<typeof StockMovement>;

/** The answer of POST /stock: the product as it now is and the ledger row written. */
export const StockChangeResult = Type.Object({ product: Product, movement: StockMovement });
export type StockChangeResult = Static<typeof StockChangeResult>;

export const MovementsQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, maximum: MAX_SKIP, default: 0 }),
  /** Up to MAX_MOVEMENTS_PAGE so the statistics chart can read a long history in one call. */
  limit: Type.Integer({ minimum: 1, maximum: MAX_MOVEMENTS_PAGE, default: 100 }),
  ...PageCursors,
});
export type MovementsQuery = Static<typeof MovementsQuery>;
