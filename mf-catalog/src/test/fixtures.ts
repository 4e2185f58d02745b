import type { PublicProduct, PublicService, SessionUser } from '@agrocadena/contracts';
import { SESSION_USER, ok } from '@agrocadena/shared-ui/src/testing';

/** The logged-in buyer of the tests (SESSION_USER, u1). */
export const BUYER: SessionUser = SESSION_USER;

export const PROVIDER = { _id: 'u2', firstName: 'Luis', enterpriseName: null };

export const aProduct = (fields: Partial<PublicProduct> = {}): PublicProduct => ({
  _id: 'p1',
  name: 'Limón tahití',
  description: 'Limón tahití de primera, cosechado esta semana en Sabanalarga',
  type: 'FINISHED_PRODUCT',
  unitMeasure: 'Kg',
  price: 4500,
  image: '/files/limon.jpg',
  imageThumbnail: '/files/limon-thumb.jpg',
  technicalDocument: null,
  technicalDocumentName: null,
  user: PROVIDER,
  inStock: true,
  available: 120,
  ...fields,
});

export const aService = (fields: Partial<PublicService> = {}): PublicService => ({
  _id: 's1',
  name: 'Despulpado de mango',
  description: 'Despulpamos su mango en nuestra planta de Malambo',
  type: 'PRODUCTION',
  image: null,
  imageThumbnail: null,
  activity: { _id: 'a1', name: 'Despulpado' },
  process: null,
  outputProducts: [
    { _id: 'o1', name: 'Pulpa de mango', unitMeasure: 'Kg' },
    { _id: 'o2', name: 'Cáscara', unitMeasure: 'Kg' },
  ],
  branchOffice: null,
  towns: [],
  logisticService: false,
  user: { _id: 'u3', firstName: 'Marta', enterpriseName: 'Frutas del Caribe SAS' },
  ...fields,
});

/** A page of a paged route: its rows and how many there are in all. */
export const page = <T>(data: T[], totalItems = data.length) => ({ ...ok(data), totalItems });
