import type { Contact } from '@agrocadena/contracts';
import { ok, SESSION_USER } from '@agrocadena/shared-ui/src/testing';

export const USER_ID = SESSION_USER._id;

export const FINCA: Contact = {
  _id: 'p-finca',
  firstName: null,
  lastName: null,
  enterpriseName: 'Finca El Mango',
  socialIdType: 'NIT',
  socialId: '900123456',
  email: 'ventas@elmango.co',
  phoneNumbers: ['3015550101', '3015550102'],
  address: 'Km 5 vía Sabanagrande',
  town: 'Soledad',
  isProvider: false,
};

export const LUIS: Contact = {
  _id: 'p-luis',
  firstName: 'Luis',
  lastName: 'Gómez',
  enterpriseName: null,
  socialIdType: 'CC',
  socialId: '1044000111',
  email: 'luis@transportes.co',
  phoneNumbers: ['3009998877'],
  address: 'Calle 30 # 12-40',
  town: 'Barranquilla',
  isProvider: true,
};

/** One page of a paged list, as the API answers it. */
export const page = (items: Contact[], total = items.length) => ({ ...ok(items), totalItems: total });

/** A paged list's first page of 12. */
export const firstPage = (path: string) => `${path}?skip=0&limit=12`;
