import { PRODUCT_TYPES, USER_TYPES, type ServiceType } from './enums';

type UserType = (typeof USER_TYPES)[number];
type ProductType = (typeof PRODUCT_TYPES)[number];

/**
 * What a link of the chain does on the platform. The API refuses what a user type may not do and
 * the apps offer only what it may: both read this one table.
 */
export interface UserCapabilities {
  /** Keeps a stock of its own products. A carrier keeps none: it carries other people's goods (403 LOGISTIC_NO_PRODUCTS). */
  keepsProducts: boolean;
  /** The product types it registers: a supplier registers supplies only; none for who keeps no products. */
  productTypes: readonly ProductType[];
  /** Stocks what it sells by buying it from the catalogue rather than registering it (a retailer). */
  buysToSell: boolean;
  /** Sells the goods it receives: a new product they enter gets a price and may be public. A requester buys for its own use. */
  sellsGoods: boolean;
  /** The service types it offers; none for the types that offer no services (403 SERVICES_NOT_OFFERED). */
  serviceTypes: readonly ServiceType[];
  /** Defines activities and processes and runs production (403 ENTERPRISE_ONLY for the others). */
  hasProduction: boolean;
  /** Keeps branch offices: the places its storage services keep goods in. */
  hasBranchOffices: boolean;
  /** Is asked for products or services, so it has requests made to it. A requester only asks. */
  receivesRequests: boolean;
}

const NOTHING: UserCapabilities = {
  keepsProducts: false,
  productTypes: [],
  buysToSell: false,
  sellsGoods: false,
  serviceTypes: [],
  hasProduction: false,
  hasBranchOffices: false,
  receivesRequests: false,
};

/** A link that keeps, sells and is asked for products, and nothing more. */
const KEEPER: UserCapabilities = { ...NOTHING, keepsProducts: true, productTypes: PRODUCT_TYPES, sellsGoods: true, receivesRequests: true };

export const USER_CAPABILITIES: Readonly<Record<UserType, UserCapabilities>> = {
  REQUESTER: { ...KEEPER, sellsGoods: false, receivesRequests: false },
  AGRO: KEEPER,
  ENTERPRISE: { ...KEEPER, serviceTypes: ['PRODUCTION'], hasProduction: true },
  LOGISTIC: { ...NOTHING, sellsGoods: true, receivesRequests: true, serviceTypes: ['TRANSPORT', 'STORAGE', 'LOGISTIC'], hasBranchOffices: true },
  SUPPLIER: { ...KEEPER, productTypes: ['SUPPLIE'] },
  MINORIST: { ...KEEPER, buysToSell: true },
};

/** What a user type may do. A type this copy of the contract does not know (or no user) may do nothing. */
export function capabilitiesOf(userType: UserType | null | undefined): UserCapabilities {
  return (userType && Object.hasOwn(USER_CAPABILITIES, userType) ? USER_CAPABILITIES[userType] : undefined) ?? NOTHING;
}

/**
 * @deprecated Read `capabilitiesOf(userType).serviceTypes`. Kept, from the same table, for remotes
 * built against contracts 2.0.
 */
export const SERVICE_TYPES_BY_USER: Partial<Record<UserType, readonly ServiceType[]>> = Object.fromEntries(
  USER_TYPES.filter((type) => USER_CAPABILITIES[type].serviceTypes.length > 0).map((type) => [type, USER_CAPABILITIES[type].serviceTypes]),
);
