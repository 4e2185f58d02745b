import type { CreateProductBody, Product, ProductType, SessionUser, UnitMeasure, UpdateProductBody, UserType } from '@agrocadena/contracts';
import { LIMITS } from '@agrocadena/contracts/core';
import { capabilitiesOf, unitCostOf as contractUnitCost } from '@agrocadena/contracts/rules';
import { lotCodeOf } from './lot-rules';

/** What the create form holds once its rules pass: numbers read by QuantityInput and MoneyInput. */
export interface CreateProductFormValues {
  type?: ProductType;
  name?: string;
  unitMeasure?: UnitMeasure;
  amount?: number | null;
  totalCost?: number | null;
  price?: number | null;
  description?: string;
  public?: boolean;
  image?: File | null;
  document?: File | null;
  /** The first lot's own code and expiry day (yyyy-MM-dd), both optional. */
  lotCode?: string;
  expiresOn?: string | null;
}

export interface EditProductFormValues {
  type?: ProductType;
  name?: string;
  price?: number | null;
  description?: string | null;
  public?: boolean;
  expiryWarningDays?: number | null;
}

export const NAME_MAX_LENGTH = LIMITS.name;
export const DESCRIPTION_MAX_LENGTH = LIMITS.description;

/** The product types the user registers; a type that has only one (a supplier's supplies) is fixed and no choice is shown. */
export const productTypesFor = (userType: UserType | undefined): readonly ProductType[] => capabilitiesOf(userType).productTypes;

export function fixedProductType(userType: UserType | undefined): ProductType | null {
  const types = productTypesFor(userType);
  return types.length === 1 ? types[0] : null;
}

/** Unit cost = total cost / amount as the server computes it (4 decimals); 0 when there is no stock; null while either is missing. */
export function unitCostOf(totalCost: number | null | undefined, amount: number | null | undefined): number | null {
  if (totalCost === null || totalCost === undefined || amount === null || amount === undefined) return null;
  return Number(contractUnitCost(totalCost, amount));
}

/** Only a positive whole number of pesos is a price; anything else is left out. */
function positivePrice(price: number | null | undefined): number | undefined {
  return typeof price === 'number' && Number.isFinite(price) && price > 0 ? Math.trunc(price) : undefined;
}

/** Blank text is no text. */
function textOrUndefined(text: string | null | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The create rules (docs/domain.md#products): unit cost computed, price dropped unless positive,
 * blank description dropped. The amount goes as read, never rounded: its input refuses decimals the
 * contract does not take. A first lot's code and expiry go only with stock to make that lot of.
 */
export function toCreateProductBody(values: CreateProductFormValues, user: Pick<SessionUser, '_id' | 'userType'>): CreateProductBody {
  const amount = Number(values.amount ?? 0);
  const body: CreateProductBody = {
    type: fixedProductType(user.userType) ?? (values.type as ProductType),
    name: (values.name ?? '').trim(),
    unitMeasure: values.unitMeasure as UnitMeasure,
    amount,
    unitCost: unitCostOf(values.totalCost ?? 0, amount) ?? 0,
    public: Boolean(values.public),
    user: user._id,
  };
  const price = positivePrice(values.price);
  if (price !== undefined) body.price = price;
  const description = textOrUndefined(values.description);
  if (description !== undefined) body.description = description;
  const lotCode = lotCodeOf(values.lotCode);
  if (amount > 0 && lotCode) body.lotCode = lotCode;
  if (amount > 0 && values.expiresOn) body.expiresOn = values.expiresOn;
  return body;
}

export function toEditFormValues(product: Product): EditProductFormValues {
  return {
    type: product.type,
    name: product.name,
    price: product.price,
    description: product.description ?? '',
    public: product.public,
    expiryWarningDays: product.expiryWarningDays,
  };
}

/**
 * The edit rules (docs/domain.md#products). A description wiped blank is sent as null so that it
 * really goes away; the expiry warning days go when given (the server keeps them otherwise).
 */
export function toUpdateProductBody(values: EditProductFormValues, userType: UserType | undefined): UpdateProductBody {
  const body: UpdateProductBody = {
    type: fixedProductType(userType) ?? (values.type as ProductType),
    name: (values.name ?? '').trim(),
    price: positivePrice(values.price) ?? null,
    description: textOrUndefined(values.description) ?? null,
    public: Boolean(values.public),
  };
  if (typeof values.expiryWarningDays === 'number') body.expiryWarningDays = values.expiryWarningDays;
  return body;
}

/** Where the create page returns: `goBack` names a route ("userProducts" or "/userProducts"), never another site. */
export function goBackPath(goBack: string | null): string {
  const route = (goBack ?? '').trim().replace(/^[/\\]+/, '');
  return `/${route || 'userProducts'}`;
}
