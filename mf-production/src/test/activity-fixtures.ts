import type { Activity, SimpleProduct } from '@agrocadena/contracts';
import { SESSION_USER } from '@agrocadena/shared-ui/src/testing';
import type { SessionUser } from '@agrocadena/contracts';

export const ENTERPRISE_USER: SessionUser = { ...SESSION_USER, userType: 'ENTERPRISE', enterpriseName: 'Frutas del Caribe' };

export const MY_PRODUCTS: SimpleProduct[] = [
  { _id: 'p-mango', name: 'Mango Tommy', unitMeasure: 'Kg' },
  { _id: 'p-azucar', name: 'Azúcar', unitMeasure: 'Kg' },
  { _id: 'p-pulpa', name: 'Pulpa de mango', unitMeasure: 'Kg' },
  { _id: 'p-limon', name: 'Limón Tahití', unitMeasure: 'Un' },
];

export const simpleProductsUrl = `/api/user/${ENTERPRISE_USER._id}/simpleProducts`;
export const activitiesUrl = `/api/users/${ENTERPRISE_USER._id}/activities`;

export function activity(n: number, extra: Partial<Activity> = {}): Activity {
  return {
    _id: `a${n}`,
    name: `Actividad ${n}`,
    description: `Paso ${n} de la línea del mango`,
    estimatedDurationInHours: n + 0.5,
    inputProducts: [
      { product: { _id: 'p-mango', name: 'Mango Tommy', unitMeasure: 'Kg' }, amount: 75 },
      { product: { _id: 'p-azucar', name: 'Azúcar', unitMeasure: 'Kg' }, amount: 25 },
    ],
    outputProducts: [{ product: { _id: 'p-pulpa', name: 'Pulpa de mango', unitMeasure: 'Kg' }, amount: 60 }],
    user: ENTERPRISE_USER._id,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...extra,
  };
}
