import { Type, type Static } from '@sinclair/typebox';
import { PRODUCT_TYPES, SERVICE_TYPES, SOCIAL_ID_TYPES } from '../enums';
import { LIMITS } from '../limits';
import { Nullable, OneOf } from './common';

/** A provider or a client in the caller's contacts, or a provider search's result. */
export const Contact = Type.Object({
  _id: Type.String(),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  enterpriseName: Nullable(Type.String()),
  socialIdType: OneOf(SOCIAL_ID_TYPES),
  socialId: Type.String(),
  email: Type.String(),
  phoneNumbers: Type.Array(Type.String()),
  address: Type.String(),
  town: Nullable(Type.String()),
  /** In the caller's provider list already (a search marks them). */
  isProvider: Type.Boolean(),
});
export type Contact = Static<typeof Contact>;

export const AddProviderBody = Type.Object({ userId: Type.String({ minLength: 1 }), providerId: Type.String({ minLength: 1 }) });
export type AddProviderBody = Static<typeof AddProviderBody>;

export const RemoveProviderBody = Type.Object({ providerId: Type.String({ minLength: 1 }) });
export type RemoveProviderBody = Static<typeof RemoveProviderBody>;

const SearchText = Type.Optional(Type.String({ maxLength: LIMITS.searchText }));

/**
 * GET /users/{id}/searchProviders (docs/domain.md#contacts): one filter — a name, a product (with
 * its type), a service (with its type), or a town of department 8. Only users who offer something
 * public are found: they chose to be found.
 */
export const ProviderSearchQuery = Type.Object({
  name: SearchText,
  product: SearchText,
  type: Type.Optional(OneOf(PRODUCT_TYPES)),
  service: SearchText,
  serviceType: Type.Optional(OneOf(SERVICE_TYPES)),
  townId: Type.Optional(Type.String({ maxLength: 10 })),
});
export type ProviderSearchQuery = Static<typeof ProviderSearchQuery>;

/** GET /searchProvidersAutoComplete: the names matching a name, a product or a service. */
export const ProviderSuggestQuery = Type.Object({
  name: SearchText,
  product: SearchText,
  productType: Type.Optional(OneOf(PRODUCT_TYPES)),
  service: SearchText,
  serviceType: Type.Optional(OneOf(SERVICE_TYPES)),
});
export type ProviderSuggestQuery = Static<typeof ProviderSuggestQuery>;

/** GET /users/{id}/providersWithActivities: my providers and their public production services. */
export const ProviderWithServices = Type.Object({
  _id: Type.String(),
  firstName: Nullable(Type.String()),
  lastName: Nullable(Type.String()),
  enterpriseName: Nullable(Type.String()),
  services: Type.Array(
    Type.Object({
      _id: Type.String(),
      name: Type.String(),
      activity: Nullable(Type.Object({ _id: Type.String(), name: Type.String() })),
      process: Nullable(Type.Object({ _id: Type.String(), name: Type.String() })),
    }),
  ),
});
export type ProviderWithServices = Static<typeof ProviderWithServices>;
