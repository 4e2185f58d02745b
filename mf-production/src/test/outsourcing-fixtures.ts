import type { ProviderWithServices, PublicService } from '@agrocadena/contracts';
import { ok, type StubRoute } from '@agrocadena/shared-ui/src/testing';
import { ENTERPRISE_USER } from './activity-fixtures';

/** Lácteos del Valle (María Gómez): two production services, one of them the pulping to order. */
export const DAIRY: ProviderWithServices = {
  _id: 'u-dairy',
  firstName: 'María',
  lastName: 'Gómez',
  enterpriseName: 'Lácteos del Valle',
  services: [
    { _id: 's-pulp', name: 'Despulpado a façon', activity: { _id: 'a-their-pulping', name: 'Despulpado industrial' }, process: null },
    { _id: 's-cheese', name: 'Quesos por encargo', activity: null, process: { _id: 'pr-cheese', name: 'Línea de quesos' } },
  ],
};

/** Pedro Ruiz, a person with one service. */
export const PEDRO: ProviderWithServices = {
  _id: 'u-pedro',
  firstName: 'Pedro',
  lastName: 'Ruiz',
  enterpriseName: null,
  services: [{ _id: 's-pedro', name: 'Pulpa artesanal', activity: { _id: 'a-pedro', name: 'Despulpado manual' }, process: null }],
};

/** The pulping service as the catalogue shows it: two products in Kg and one in units. */
export const PULP_SERVICE: PublicService = {
  _id: 's-pulp',
  name: 'Despulpado a façon',
  description: null,
  type: 'PRODUCTION',
  image: null,
  imageThumbnail: null,
  activity: { _id: 'a-their-pulping', name: 'Despulpado industrial' },
  process: null,
  outputProducts: [
    { _id: 'their-frozen', name: 'Pulpa congelada', unitMeasure: 'Kg' },
    { _id: 'their-cups', name: 'Vasos de pulpa', unitMeasure: 'Un' },
    { _id: 'their-fresh', name: 'Pulpa fresca', unitMeasure: 'Kg' },
  ],
  branchOffice: null,
  towns: [],
  logisticService: false,
  user: { _id: DAIRY._id, firstName: DAIRY.firstName, enterpriseName: DAIRY.enterpriseName },
};

export const providersUrl = `/api/users/${ENTERPRISE_USER._id}/providersWithActivities`;

/** My providers with services, and each provider's public production services. */
export function outsourcingRoutes(providers: ProviderWithServices[] = [DAIRY, PEDRO]): StubRoute[] {
  return [
    { path: providersUrl, body: ok(providers) },
    {
      path: /^\/api\/publicServices\?providerId=u-dairy&serviceType=PRODUCTION&/,
      body: { ...ok([PULP_SERVICE, { ...PULP_SERVICE, _id: 's-cheese', name: 'Quesos por encargo' }]), totalItems: 2 },
    },
  ];
}
