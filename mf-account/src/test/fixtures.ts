import type { Department, Town, UserProfile } from '@agrocadena/contracts';
import { SESSION_USER } from '@agrocadena/shared-ui/src/testing';

export const DEPARTMENTS: Department[] = [
  { id: 5, departmentId: 5, name: 'Antioquia' },
  { id: 8, departmentId: 8, name: 'Atlántico' },
];

export const TOWNS_OF_8: Town[] = [
  { _id: '08001', townId: '08001', name: 'Barranquilla', departmentId: 8 },
  { _id: '08758', townId: '08758', name: 'Soledad', departmentId: 8 },
];

export const TOWNS_OF_5: Town[] = [{ _id: '05001', townId: '05001', name: 'Medellín', departmentId: 5 }];

export const NATURAL_PROFILE: UserProfile = {
  _id: SESSION_USER._id,
  email: SESSION_USER.email,
  pendingEmail: null,
  userType: 'AGRO',
  personType: 'NATURAL',
  socialIdType: 'CC',
  socialId: '1044556677',
  firstName: 'Ana',
  lastName: 'Pérez',
  // A leftover from an earlier juridical profile: a natural person's update must drop it.
  enterpriseName: 'Finca La Esperanza',
  phoneNumbers: ['3001234567'],
  town: { _id: '08001', name: 'Barranquilla', departmentId: 8 },
  address: 'Calle 72 # 45-10',
  photo: null,
  language: 'es',
  createdAt: '2026-01-10T12:00:00.000Z',
};
