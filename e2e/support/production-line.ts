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
  const user = (await sessionFromApi(account.email, account.password)) as { _id: string; token: string };
  const product = (name: string, unitMeasure: string, amount: number, unitCost: number, price: number) =>
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
    });
  const mango = await product(LINE.mango, 'Kg', 30, 1000, 1500);
  const pulp = await product(LINE.pulp, 'Kg', 0, 0, 4000);
  const boxes = await product(LINE.boxes, 'Un', 0, 0, 5000);
  const activity = (name: string, input: [{ _id: string }, number], output: [{ _id: string }, number]) =>
    post(user.token, '/activities', {
      name,
      description: name,
      estimatedDurationInHours: 2,
      inputProducts: [{ id: input[0]._id, amount: input[1] }],
      outputProducts: [{ id: output[0]._id, amount: output[1] }],
    });
  const pulping = await activity(LINE.pulping, [mango, 10], [pulp, 6]);
  const packing = await activity(LINE.packing, [pulp, 3], [boxes, 6]);
  await post(user.token, '/processes', { name: LINE.process, description: 'Del mango a la caja', activities: [pulping._id, packing._id] });
}
