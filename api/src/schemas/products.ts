import { Type, type Static } from '@sinclair/typebox';

export const PRODUCT_TYPES = ['SUPPLIE', 'RAW_MATERIAL', 'FINISHED_PRODUCT'] as const;
export const UNIT_MEASURES = ['Kg', 'Lt', 'Oz', 'Un', 'Lb', 'Gr', 'Ml', 'Gl'] as const;
/** Why a stock level changed. Manual changes use addition/removal; later issues add their own. */
export const STOCK_REASONS = ['initial', 'addition', 'removal'] as const;

export const ProductType = Type.Union(PRODUCT_TYPES.map((t) => Type.Literal(t)));
export type ProductType = Static<typeof ProductType>;
export const UnitMeasure = Type.Union(UNIT_MEASURES.map((t) => Type.Literal(t)));
export type UnitMeasure = Static<typeof UnitMeasure>;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

/**
 * Stock amounts: never negative, at most 2 decimals (shown with 2). The decimals are checked by the
 * server (400 naming the field), not with `multipleOf: 0.01`, which refuses 0.29 over binary rounding.
 */
export const StockAmount = Type.Number({ minimum: 0, maximum: 999_999_999_999 });

export const ProductOwner = Type.Object({
  _id: Type.String(),
  firstName: Nullable(Type.String()),
  enterpriseName: Nullable(Type.String()),
});

export const Product = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  type: ProductType,
  unitMeasure: UnitMeasure,
  /** Sale price per unit in whole pesos, or null. */
  price: Nullable(Type.Integer()),
  amount: Type.Number(),
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
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type Product = Static<typeof Product>;

export const SimpleProduct = Type.Object({ _id: Type.String(), name: Type.String(), unitMeasure: UnitMeasure });
export type SimpleProduct = Static<typeof SimpleProduct>;

const Name = Type.String({ minLength: 1, maxLength: 120 });
const Description = Type.Optional(Nullable(Type.String({ maxLength: 2000 })));
/**
 * Whole pesos above 0, or null. A type list, not a union with null: the validator's type coercion
 * would turn a 0 that fails the integer branch into a null that passes the null one.
 */
const Price = Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 999_999_999_999 }));

/** POST /products. `user` must be the caller when given. Amount is a whole number on create. */
export const CreateProductBody = Type.Object({
  type: ProductType,
  name: Name,
  unitMeasure: UnitMeasure,
  amount: Type.Integer({ minimum: 0, maximum: 999_999_999_999 }),
  /** Cost per unit of the initial amount (total cost / amount), pesos. */
  unitCost: Type.Number({ minimum: 0, maximum: 999_999_999_999 }),
  price: Price,
  description: Description,
  public: Type.Optional(Type.Boolean()),
  user: Type.Optional(Type.String()),
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
});
export type UpdateProductBody = Static<typeof UpdateProductBody>;

/**
 * POST /stock. `amount` is the new total (spec); `previousAmount` the total the client saw when the
 * dialog opened (409 when it has moved since). `cost` is what the added quantity cost in all, in
 * whole pesos: required when adding, not allowed when removing. The server computes the weighted
 * average itself.
 */
export const StockChangeBody = Type.Object({
  product: Type.String({ minLength: 1 }),
  amount: StockAmount,
  previousAmount: StockAmount,
  cost: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 999_999_999_999 }))),
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
  reason: Type.Union(STOCK_REASONS.map((r) => Type.Literal(r))),
  reference: Nullable(Type.String()),
});
export type StockMovement = Static<typeof StockMovement>;

/** The answer of POST /stock: the product as it now is and the ledger row written. */
export const StockChangeResult = Type.Object({ product: Product, movement: StockMovement });
export type StockChangeResult = Static<typeof StockChangeResult>;

export const MovementsQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, default: 0 }),
  /** Up to 1000 so the statistics chart can read a long history in one call. */
  limit: Type.Integer({ minimum: 1, maximum: 1000, default: 100 }),
});
