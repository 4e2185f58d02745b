import { branchOffices } from '../../modules/branch-offices/tables';
import type { DemoContext, DemoUserKey } from './context';

interface DemoBranchOffice {
  owner: DemoUserKey;
  name: string;
  description: string | null;
  address: string;
  latitude: number;
  longitude: number;
  /** Created this many days ago (the list shows the newest first). */
  daysAgo: number;
}

/** The carrier's depots and the dairy's plant and cold rooms around Barranquilla, Soledad and Malambo. */
export const DEMO_BRANCH_OFFICES: DemoBranchOffice[] = [
  {
    owner: 'logistic',
    name: 'Sede principal Soledad',
    description: 'Oficina de despachos y patio de vehículos; atención de lunes a sábado de 6:00 a 18:00.',
    address: 'Calle 30 #20-45, Zona Industrial, Soledad',
    latitude: 10.9176,
    longitude: -74.7655,
    daysAgo: 150,
  },
  {
    owner: 'logistic',
    name: 'Centro de acopio Vía 40',
    description: 'Bodega seca con muelle de carga para tractomulas y montacargas.',
    address: 'Vía 40 #79B-06, Barranquilla',
    latitude: 10.9962,
    longitude: -74.7921,
    daysAgo: 120,
  },
  {
    owner: 'logistic',
    name: 'Bodega Malambo',
    description: null,
    address: 'Carrera 14 #11-30, Parque Industrial, Malambo',
    latitude: 10.8612,
    longitude: -74.7718,
    daysAgo: 90,
  },
  {
    owner: 'logistic',
    name: 'Punto de cargue Circunvalar',
    description: 'Cruce de carga hacia Cartagena y Santa Marta.',
    address: 'Calle 110 #9G-100, Circunvalar, Barranquilla',
    latitude: 10.9455,
    longitude: -74.8197,
    daysAgo: 30,
  },
  {
    owner: 'enterprise',
    name: 'Planta Vía 40',
    description: 'Planta de quesos y sueros; recibo de leche de 4:00 a 9:00.',
    address: 'Vía 40 #73-290, Barrio Las Flores, Barranquilla',
    latitude: 10.9905,
    longitude: -74.7889,
    daysAgo: 200,
  },
  {
    owner: 'enterprise',
    name: 'Cuarto frío Soledad',
    description: 'Almacenamiento refrigerado de producto terminado entre 2 y 6 °C.',
    address: 'Calle 18 #21-40, Barrio Hipódromo, Soledad',
    latitude: 10.9148,
    longitude: -74.7702,
    daysAgo: 110,
  },
  {
    owner: 'enterprise',
    name: 'Centro de acopio lechero Malambo',
    description: 'Tanque de enfriamiento para la leche de las fincas del sur del Atlántico.',
    address: 'Calle 11 #18-25, Centro, Malambo',
    latitude: 10.859,
    longitude: -74.7739,
    daysAgo: 60,
  },
];

export async function seedDemoBranchOffices(ctx: DemoContext): Promise<void> {
  await ctx.tx.insert(branchOffices).values(
    DEMO_BRANCH_OFFICES.map(({ owner, daysAgo, latitude, longitude, ...office }) => {
      const at = new Date(ctx.now.getTime() - daysAgo * 24 * 3600_000);
      return { ...office, userId: ctx.users[owner], latitude: String(latitude), longitude: String(longitude), createdAt: at, updatedAt: at };
    }),
  );
}
