import { readState } from './env';
import { sessionFromApi } from './session';
import type { FreshAccount } from './accounts';

async function post(token: string, path: string, body: unknown): Promise<{ _id: string }> {
  const res = await fetch(`${readState().baseUrl}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { success: boolean; data: { _id: string }; message: string };
  if (!answer.success) throw new Error(`POST ${path} failed: ${answer.message}`);
  return answer.data;
}

type Ref = { _id: string };

/** What a line is made of, on the account's own data, over the API. */
async function lineBuilder(account: FreshAccount) {
  const user = (await sessionFromApi(account.email, account.password)) as { _id: string; token: string };
  return {
    user,
    product: (name: string, unitMeasure: string, amount: number, unitCost: number, price: number) =>
      post(user.token, '/products', {
        type: 'RAW_MATERIAL',
        name,
        unitMeasure,
        amount,
        unitCost,
        price,
        description: name,
        public: false,
        user: user._id,
      }),
    activity: (name: string, inputs: [Ref, number][], output: [Ref, number]) =>
      post(user.token, '/activities', {
        name,
        description: name,
        estimatedDurationInHours: 2,
        inputProducts: inputs.map(([product, amount]) => ({ id: product._id, amount })),
        outputProducts: [{ id: output[0]._id, amount: output[1] }],
      }),
    process: (name: string, activities: Ref[]) =>
      post(user.token, '/processes', { name, description: name, activities: activities.map((activity) => activity._id) }),
    post: (path: string, body: unknown) => post(user.token, path, body),
  };
}

export const LINE = {
  process: 'Línea de pulpa de mango',
  mango: 'Mango de azúcar',
  pulp: 'Pulpa de mango',
  boxes: 'Caja de pulpa 1 Kg',
  pulping: 'Despulpado',
  packing: 'Empacado',
};

/**
 * A mango line on a new account, made over the API (creating products, activities and processes
 * through the screens is production.spec's and products.spec's first journeys): 30 Kg of mango at
 * 1.000 a kilo, no pulp, no boxes; Despulpado makes 6 Kg of pulp from 10 Kg of mango, Empacado
 * 6 boxes from 3 Kg of pulp; the process runs them in that order.
 */
export async function mangoLine(account: FreshAccount): Promise<void> {
  const line = await lineBuilder(account);
  const mango = await line.product(LINE.mango, 'Kg', 30, 1000, 1500);
  const pulp = await line.product(LINE.pulp, 'Kg', 0, 0, 4000);
  const boxes = await line.product(LINE.boxes, 'Un', 0, 0, 5000);
  const pulping = await line.activity(LINE.pulping, [[mango, 10]], [pulp, 6]);
  const packing = await line.activity(LINE.packing, [[pulp, 3]], [boxes, 6]);
  await line.process(LINE.process, [pulping, packing]);
}

export const KITCHEN = {
  process: 'Arepas de queso',
  flour: 'Harina de maíz',
  milk: 'Leche para queso',
  cheese: 'Queso para relleno',
  arepas: 'Arepa de queso',
  cheeseStep: 'Queso para el relleno',
  arepaStep: 'Arepas rellenas',
};

/**
 * The README's arepa kitchen on a new account: 20 Kg of flour, no milk and no cheese of its own;
 * its cheese step (10 Lt of milk → 1 Kg of cheese) can only be had from a provider, its arepa step
 * makes 40 arepas of 5 Kg of flour and 1 Kg of cheese. `provider` (the dairy) is among its providers.
 */
export async function arepaKitchen(account: FreshAccount, providerId: string): Promise<void> {
  const line = await lineBuilder(account);
  const flour = await line.product(KITCHEN.flour, 'Kg', 20, 3200, 4000);
  const milk = await line.product(KITCHEN.milk, 'Lt', 0, 0, 2500);
  const cheese = await line.product(KITCHEN.cheese, 'Kg', 0, 0, 30000);
  const arepas = await line.product(KITCHEN.arepas, 'Un', 0, 0, 2500);
  const cheeseStep = await line.activity(KITCHEN.cheeseStep, [[milk, 10]], [cheese, 1]);
  const arepaStep = await line.activity(
    KITCHEN.arepaStep,
    [
      [flour, 5],
      [cheese, 1],
    ],
    [arepas, 40],
  );
  await line.process(KITCHEN.process, [cheeseStep, arepaStep]);
  await line.post('/addProvider', { userId: line.user._id, providerId });
}
