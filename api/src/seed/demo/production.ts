import { activities, activityProducts } from '../../modules/activities/tables';
import { processActivities, processes } from '../../modules/processes/tables';
import type { DemoContext, DemoUserKey } from './context';

interface DemoActivity {
  /** Whose activity it is: the dairy's unless said. */
  owner?: DemoUserKey;
  name: string;
  description: string;
  hours: number;
  /** Product name → amount per run, from the enterprise's inventory. */
  inputs: Record<string, number>;
  outputs: Record<string, number>;
  daysAgo: number;
}

/** The dairy's production line: mango pulp in three steps, and its cheese and bollos in one each. */
export const DEMO_ACTIVITIES: DemoActivity[] = [
  {
    name: 'Selección y lavado del mango',
    description: 'Se descarta la fruta golpeada o sobremadura; la sana se lava y desinfecta.',
    hours: 2,
    inputs: { 'Mango de azúcar': 100 },
    outputs: { 'Mango seleccionado': 92 },
    daysAgo: 40,
  },
  {
    name: 'Despulpado',
    description: 'La despulpadora separa la pulpa de la semilla y la cáscara; la pulpa se refina.',
    hours: 3,
    inputs: { 'Mango seleccionado': 100 },
    outputs: { 'Pulpa de mango cruda': 65 },
    daysAgo: 39,
  },
  {
    name: 'Pasteurización y empaque',
    description: 'Pasteurización a 85 °C, llenado en caliente en bolsas de 1 kg y enfriamiento.',
    hours: 4,
    inputs: { 'Pulpa de mango cruda': 50, 'Bolsa de 1 kg': 50 },
    outputs: { 'Pulpa de mango': 50 },
    daysAgo: 38,
  },
  {
    name: 'Cuajado y prensado del queso',
    description: 'La leche se cuaja, se corta, se sala y se prensa en moldes de un kilo.',
    hours: 6,
    inputs: { 'Leche cruda': 100, 'Sal marina': 2 },
    outputs: { 'Queso costeño': 10 },
    daysAgo: 30,
  },
  {
    name: 'Elaboración de bollos de yuca',
    description: 'Yuca rallada, amasada con sal, envuelta en hoja de maíz y cocida.',
    hours: 3,
    inputs: { 'Yuca para bollo': 50, 'Sal marina': 0.5 },
    outputs: { 'Bollo de yuca': 120 },
    daysAgo: 20,
  },
  // The arepa kitchen: it has no dairy of its own, so its cheese step goes to the dairy.
  {
    owner: 'kitchen',
    name: 'Queso para el relleno',
    description: 'Queso costeño cuajado, prensado y rallado para el relleno.',
    hours: 6,
    inputs: { 'Leche para queso': 10 },
    outputs: { 'Queso para relleno': 1 },
    daysAgo: 25,
  },
  {
    owner: 'kitchen',
    name: 'Arepas rellenas',
    description: 'Masa de maíz, relleno de queso y asado en budare.',
    hours: 3,
    inputs: { 'Harina de maíz': 5, 'Queso para relleno': 1 },
    outputs: { 'Arepa de queso': 40 },
    daysAgo: 24,
  },
];

/** Processes: activities in order, the last one the principal (docs/domain.md#processes). */
export const DEMO_PROCESSES: { owner?: DemoUserKey; name: string; description: string; activities: string[]; daysAgo: number }[] = [
  {
    name: 'Línea de pulpa de mango',
    description: 'Del mango recibido a la pulpa pasteurizada en bolsa de 1 kg.',
    activities: ['Selección y lavado del mango', 'Despulpado', 'Pasteurización y empaque'],
    daysAgo: 37,
  },
  {
    owner: 'kitchen',
    name: 'Arepas de queso',
    description: 'Del queso del relleno a la arepa asada.',
    activities: ['Queso para el relleno', 'Arepas rellenas'],
    daysAgo: 23,
  },
];

const ago = (ctx: DemoContext, days: number) => new Date(ctx.now.getTime() - days * 24 * 3600_000);

export async function seedDemoProduction(ctx: DemoContext): Promise<void> {
  const productId = (owner: DemoUserKey, name: string) => {
    const id = ctx.products[owner]?.[name];
    if (!id) throw new Error(`demo activity uses ${name}, not in ${owner}'s products`);
    return id;
  };
  const activityIds: Record<string, string> = {};
  for (const activity of DEMO_ACTIVITIES) {
    const owner = activity.owner ?? 'enterprise';
    const userId = ctx.users[owner];
    const at = ago(ctx, activity.daysAgo);
    const [row] = await ctx.tx
      .insert(activities)
      .values({
        userId,
        name: activity.name,
        description: activity.description,
        estimatedDurationHours: String(activity.hours),
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: activities.id });
    activityIds[activity.name] = row.id;
    const side = (name: 'input' | 'output', lines: Record<string, number>) =>
      Object.entries(lines).map(([product, amount], position) => ({
        activityId: row.id,
        side: name,
        position,
        productId: productId(owner, product),
        amount: String(amount),
      }));
    await ctx.tx.insert(activityProducts).values([...side('input', activity.inputs), ...side('output', activity.outputs)]);
  }
  for (const process of DEMO_PROCESSES) {
    const userId = ctx.users[process.owner ?? 'enterprise'];
    const at = ago(ctx, process.daysAgo);
    const [row] = await ctx.tx
      .insert(processes)
      .values({ userId, name: process.name, description: process.description, createdAt: at, updatedAt: at })
      .returning({ id: processes.id });
    await ctx.tx
      .insert(processActivities)
      .values(process.activities.map((name, position) => ({ processId: row.id, position, activityId: activityIds[name] })));
  }
}
