import { Type, type Static } from '@sinclair/typebox';
import { PRODUCT_TYPES, SERVICE_TYPES } from '../enums';
import { LIMITS, MAX_PAGE_SIZE, MAX_SKIP, PAGE_SIZE } from '../limits';
import { Nullable, OneOf } from './common';
import { ProductOwner, ProductType, UnitMeasure } from './products';

const SearchText = Type.Optional(Type.String({ maxLength: LIMITS.searchText }));
/** One provider's offers only (the providers list's view products / view services). */
const ProviderId = Type.Optional(Type.String({ maxLength: 40 }));
const Paging = {
  skip: Type.Integer({ minimum: 0, maximum: MAX_SKIP, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE }),
};

/**
 * A public product as anyone sees it in the catalogue: what it is, its price and who offers it —
 * never its stock value or cost.
 */
export const PublicProduct = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  type: ProductType,
  unitMeasure: UnitMeasure,
  price: Nullable(Type.Integer()),
  image: Nullable(Type.String()),
  imageThumbnail: Nullable(Type.String()),
  technicalDocument: Nullable(Type.String()),
  technicalDocumentName: Nullable(Type.String()),
  user: ProductOwner,
  /** Something of it is free to sell (amount − reserved above zero): docs/domain.md#catalogues. */
  inStock: Type.Boolean(),
  /** How much is free to sell, for a signed-in caller only; null for a guest. */
  available: Nullable(Type.Number()),
});
export type PublicProduct = Static<typeof PublicProduct>;

/** GET /publicProducts and its autocomplete (docs/domain.md#catalogues): by product name, provider name, or type (with a name); or one provider's. */
export const ProductCatalogFilter = { name: SearchText, provider: SearchText, type: Type.Optional(OneOf(PRODUCT_TYPES)), providerId: ProviderId };
/** `inStock`: only what has something free to sell. */
export const ProductCatalogQuery = Type.Object({ ...ProductCatalogFilter, inStock: Type.Optional(Type.Boolean()), ...Paging });
export type ProductCatalogQuery = Static<typeof ProductCatalogQuery>;
export const ProductSuggestQuery = Type.Object(ProductCatalogFilter);
export type ProductSuggestQuery = Static<typeof ProductSuggestQuery>;

const NamedProduct = Type.Object({ _id: Type.String(), name: Type.String(), unitMeasure: UnitMeasure });

/**
 * A public service in the catalogue. `outputProducts`: what a production service makes (its
 * activity's outputs, or its process's last activity's), each asked for when applying.
 */
export const PublicService = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Nullable(Type.String()),
  type: OneOf(SERVICE_TYPES),
  image: Nullable(Type.String()),
  imageThumbnail: Nullable(Type.String()),
  activity: Nullable(Type.Object({ _id: Type.String(), name: Type.String() })),
  process: Nullable(Type.Object({ _id: Type.String(), name: Type.String() })),
  outputProducts: Type.Array(NamedProduct),
  branchOffice: Nullable(Type.Object({ name: Type.String(), address: Type.String() })),
  towns: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
  logisticService: Type.Boolean(),
  user: ProductOwner,
});
export type PublicService = Static<typeof PublicService>;

/** GET /publicServices: by name, provider, service type (with a name) or a town a transport covers; or one provider's. */
export const ServiceCatalogFilter = {
  name: SearchText,
  provider: SearchText,
  serviceType: Type.Optional(OneOf(SERVICE_TYPES)),
  townId: Type.Optional(Type.String({ maxLength: 10 })),
  providerId: ProviderId,
};
export const ServiceCatalogQuery = Type.Object({ ...ServiceCatalogFilter, ...Paging });
export type ServiceCatalogQuery = Static<typeof ServiceCatalogQuery>;
export const ServiceSuggestQuery = Type.Object({ name: SearchText, provider: SearchText, serviceType: Type.Optional(OneOf(SERVICE_TYPES)) });
export type ServiceSuggestQuery = Static<typeof ServiceSuggestQuery>;

/** An autocomplete's suggestions: the matching names, best first. */
export const Suggestions = Type.Array(Type.String());

/**
 * How to reach a user (the person-details and see-provider dialogs): name, email, phones, photo
 * and town.
 */
export const PersonCard = Type.Object({
  _id: Type.String(),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  enterpriseName: Nullable(Type.String()),
  email: Type.String(),
  phoneNumbers: Type.Array(Type.String()),
  photo: Nullable(Type.String()),
  town: Nullable(Type.String()),
});
export type PersonCard = Static<typeof PersonCard>;
