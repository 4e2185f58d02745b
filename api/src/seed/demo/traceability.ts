import { eq } from 'drizzle-orm';
import { requiredInputs } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { fileLinks } from '../../files/file-links';
import { readActivities } from '../../modules/activities/service';
import { activities } from '../../modules/activities/tables';
import * as runs from '../../modules/executions/service';
import { lots } from '../../modules/lots/tables';
import { products } from '../../modules/products/tables';
import * as requests from '../../modules/requests/service';
import type { DemoContext } from './context';

const NO_LINKS = fileLinks('demo-seed-links-are-never-served-to-anyone');

/**
 * One chain a newcomer can trace both ways (docs/domain.md#lots): the dairy buys this morning's
 * milk from the farm, makes cheese of that very lot, and the shop buys and receives that cheese. The
 * cheese traces back to the farm's milk; the milk traces forward to the shop. Made through the same
 * calls the apps make, choosing lots as a person would in the dialogs.
 */
export async function seedDemoTraceability(ctx: DemoContext): Promise<void> {
  const db = ctx.tx;
  const farm: Caller = { id: ctx.users.agro, userType: 'AGRO' };
  const dairy: Caller = { id: ctx.users.enterprise, userType: 'ENTERPRISE' };
  const shop: Caller = { id: ctx.users.minorist, userType: 'MINORIST' };
  const product = (owner: 'agro' | 'enterprise' | 'minorist', name: string) => ctx.products[owner]?.[name] as string;
  const newestLot = async (productId: string) =>
    (await db.select().from(lots).where(eq(lots.productId, productId))).sort((a, b) => b.enteredAt.getTime() - a.enteredAt.getTime())[0];

  // The farm's milk, bought by the dairy into its own raw milk.
  const farmMilk = product('agro', 'Leche de ordeño');
  const [onHand] = await db.select({ amount: products.amount }).from(products).where(eq(products.id, farmMilk));
  // Most of what the farm has: its history leaves a different amount each day the demo is made.
  const liters = Math.floor(Number(onHand.amount) * 0.6);
  const milkOrder = (await requests.requestProduct(db, dairy, { productId: farmMilk, amount: liters, proposedPrice: liters * 2100 }, NO_LINKS))._id;
  await requests.acceptProductRequest(db, farm, { requestId: milkOrder, amountAccepted: liters });
  await requests.completeProductRequest(db, farm, { requestId: milkOrder });
  await requests.receiveProductsRequest(db, dairy, {
    requestId: milkOrder,
    productsToReceive: [{ product: farmMilk, counterPart: product('enterprise', 'Leche cruda') }],
  });
  const receivedMilk = await newestLot(product('enterprise', 'Leche cruda'));

  // Cheese made of that lot: the dairy picks it in the wizard rather than its oldest milk.
  const [cheeseActivity] = await db.select({ id: activities.id }).from(activities).where(eq(activities.name, 'Cuajado y prensado del queso'));
  const [activity] = await readActivities(db, [cheeseActivity.id]);
  const cheese = product('enterprise', 'Queso costeño');
  // As much cheese as that milk makes (10 L a kilo), up to 20 Kg.
  const kilos = Math.max(1, Math.min(20, Math.floor(liters / 10)));
  const wanted = { [cheese]: kilos };
  const milkNeeded = requiredInputs(activity, wanted).find((need) => need.product === receivedMilk.productId)?.amount ?? 0;
  const run = (
    await runs.executeActivity(db, dairy, {
      activityId: activity._id,
      expectedOutputProducts: [{ id: cheese, amount: kilos }],
      lots: [{ lot: receivedMilk.id, amount: milkNeeded }],
    })
  ).data;
  await runs.completeActivity(db, dairy, {
    executedActivityId: run._id,
    completedProducts: [{ product: cheese, amount: kilos }],
    finalCost: Math.ceil(run.runningCost + 60000),
    note: 'Lote para la tienda.',
  });
  const cheeseLot = await newestLot(cheese);

  // The shop buys up to 8 Kg of that cheese and receives it into its own.
  const sold = Math.min(8, kilos);
  const cheeseOrder = (await requests.requestProduct(db, shop, { productId: cheese, amount: sold, proposedPrice: sold * 24000 }, NO_LINKS))._id;
  await requests.acceptProductRequest(db, dairy, { requestId: cheeseOrder, amountAccepted: sold, lots: [{ lot: cheeseLot.id, amount: sold }] });
  await requests.completeProductRequest(db, dairy, { requestId: cheeseOrder });
  await requests.receiveProductsRequest(db, shop, {
    requestId: cheeseOrder,
    productsToReceive: [{ product: cheese, counterPart: product('minorist', 'Queso costeño') }],
  });
}
