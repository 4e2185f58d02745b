import { and, eq } from 'drizzle-orm';
import type { ServiceType } from '@agrocadena/contracts';
import { activities } from '../../modules/activities/tables';
import { branchOffices } from '../../modules/branch-offices/tables';
import { processes } from '../../modules/processes/tables';
import { serviceTowns, services } from '../../modules/services/tables';
import { serviceImageRecipe } from '../../files/images';
import type { DemoContext, DemoUserKey } from './context';
import { storeDemoPicture, type DemoPicture } from './product-images';

interface DemoService {
  owner: DemoUserKey;
  name: string;
  type: ServiceType;
  description: string | null;
  public: boolean;
  /** TRANSPORT: DANE codes of towns of Atlántico. */
  towns?: string[];
  /** STORAGE: the owner's branch office, PRODUCTION: the owner's activity or process, by name. */
  branchOffice?: string;
  activity?: string;
  process?: string;
  image: DemoPicture;
  daysAgo: number;
}

/** The carrier's transport, storage and logistic services; the dairy's contract production. */
export const DEMO_SERVICES: DemoService[] = [
  {
    owner: 'logistic',
    name: 'Transporte refrigerado en el Atlántico',
    type: 'TRANSPORT',
    description: 'Camiones de 3 y 5 toneladas con termo a 4 °C para lácteos, pulpas y fruta fresca.',
    public: true,
    // Barranquilla, Soledad, Malambo, Puerto Colombia, Sabanalarga, Galapa.
    towns: ['08001', '08758', '08433', '08573', '08638', '08296'],
    image: { motif: 'brick', colors: ['#90caf9', '#1565c0'], background: ['#e3f2fd', '#bbdefb'] },
    daysAgo: 100,
  },
  {
    owner: 'logistic',
    name: 'Bodegaje seco en la Vía 40',
    type: 'STORAGE',
    description: 'Estibas bajo techo con control de plagas; entrada y salida con montacargas.',
    public: true,
    branchOffice: 'Centro de acopio Vía 40',
    image: { motif: 'sack', colors: ['#d7ccc8', '#6d4c41'], background: ['#efebe9', '#d7ccc8'] },
    daysAgo: 80,
  },
  {
    owner: 'logistic',
    name: 'Cargue y descargue',
    type: 'LOGISTIC',
    description: 'Cuadrilla de cuatro coteros para cargue y descargue en planta o en finca, con cita previa.',
    public: true,
    image: { motif: 'seeds', colors: ['#ffe082', '#ff8f00'], background: ['#fff8e1', '#ffe082'] },
    daysAgo: 60,
  },
  {
    owner: 'enterprise',
    name: 'Maquila de pulpa de mango',
    type: 'PRODUCTION',
    description: 'Convertimos su mango en pulpa pasteurizada empacada en bolsas de 1 kg.',
    public: true,
    process: 'Línea de pulpa de mango',
    image: { motif: 'jar', colors: ['#f7a400', '#c46a00'], background: ['#fff3d6', '#ffc766'] },
    daysAgo: 35,
  },
  {
    owner: 'enterprise',
    name: 'Queso costeño por encargo',
    type: 'PRODUCTION',
    description: 'Cuajado, salado y prensado de su leche en moldes de un kilo.',
    public: true,
    activity: 'Cuajado y prensado del queso',
    image: { motif: 'cheese', colors: ['#fbe8a6', '#e0bf5a'], background: ['#fff8e1', '#ffe08a'] },
    daysAgo: 25,
  },
];

export async function seedDemoServices(ctx: DemoContext): Promise<void> {
  const idOf = async (table: typeof activities | typeof processes | typeof branchOffices, userId: string, name: string | undefined) => {
    if (!name) return null;
    const [row] = await ctx.tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.name, name)));
    if (!row) throw new Error(`demo service names ${name}, which its owner does not have`);
    return row.id;
  };
  for (const service of DEMO_SERVICES) {
    const userId = ctx.users[service.owner];
    const at = new Date(ctx.now.getTime() - service.daysAgo * 24 * 3600_000);
    const [row] = await ctx.tx
      .insert(services)
      .values({
        userId,
        name: service.name,
        type: service.type,
        description: service.description,
        public: service.public,
        activityId: await idOf(activities, userId, service.activity),
        processId: await idOf(processes, userId, service.process),
        branchOfficeId: await idOf(branchOffices, userId, service.branchOffice),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: services.id });
    if (service.towns) await ctx.tx.insert(serviceTowns).values(service.towns.map((townId, position) => ({ serviceId: row.id, townId, position })));
    if (ctx.dataDir) {
      const picture = await storeDemoPicture(ctx.dataDir, serviceImageRecipe(row.id), service.image);
      await ctx.tx.update(services).set({ image: picture.image, imageThumbnail: picture.thumbnail }).where(eq(services.id, row.id));
    }
  }
}
