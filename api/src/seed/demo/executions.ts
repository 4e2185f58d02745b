import { eq } from 'drizzle-orm';
import { requiredInputs, type Activity, type ExecutedActivity } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import { activities } from '../../modules/activities/tables';
import { processes } from '../../modules/processes/tables';
import { products } from '../../modules/products/tables';
import { readActivities } from '../../modules/activities/service';
import * as runs from '../../modules/executions/service';
import type { DemoContext } from './context';

const DAY = 24 * 3600_000;

/**
 * The dairy's production as it stands today (issue: every state on show): the mango line as three
 * production orders — one running its second activity, one on hold between two, one scheduled —
 * a paused cheese run, a scheduled batch of bollos, and an archive with a completed run (paused and
 * resumed on the way) and an aborted one. Every step goes through the same services as the API, so
 * the ledger, the reservations and the stock agree.
 */
export async function seedDemoExecutions(ctx: DemoContext): Promise<void> {
  const caller: Caller = { id: ctx.users.enterprise, userType: 'ENTERPRISE' };
  const db = ctx.tx;
  const byName = async (name: string): Promise<Activity> => {
    const [row] = await db.select({ id: activities.id }).from(activities).where(eq(activities.name, name));
    return (await readActivities(db, [row.id]))[0];
  };
  const [mangoLine] = await db.select({ id: processes.id }).from(processes).where(eq(processes.userId, caller.id));
  const day = (days: number) => new Date(ctx.now.getTime() + days * DAY).toISOString().slice(0, 10);

  /** Outputs sized so the run takes at most `share` of what is free of each input (whole units, at least one). */
  const sized = async (activity: Activity, share: number) => {
    let ratio = Infinity;
    for (const need of requiredInputs(activity, Object.fromEntries(activity.outputProducts.map((o) => [o.product._id, o.amount])))) {
      const [row] = await db.select({ amount: products.amount, reserved: products.reserved }).from(products).where(eq(products.id, need.product));
      ratio = Math.min(ratio, ((Number(row.amount) - Number(row.reserved)) * share) / need.amount);
    }
    return activity.outputProducts.map((o) => ({ id: o.product._id, amount: Math.max(1, Math.floor(o.amount * Math.min(ratio, 1))) }));
  };
  const start = async (activity: Activity, share: number, extra: { productionOrder?: string; scheduleTime?: string } = {}) =>
    (await runs.executeActivity(db, caller, { activityId: activity._id, expectedOutputProducts: await sized(activity, share), ...extra })).data;
  const complete = (run: ExecutedActivity, extraCost = 0, note?: string) =>
    runs.completeActivity(db, caller, {
      executedActivityId: run._id,
      completedProducts: run.expectedOutputProducts.map((line) => ({ product: line.product._id, amount: line.amount })),
      finalCost: Math.ceil(run.runningCost + extraCost),
      note,
    });

  const selection = await byName('Selección y lavado del mango');
  const pulping = await byName('Despulpado');
  const cheese = await byName('Cuajado y prensado del queso');
  const bollos = await byName('Elaboración de bollos de yuca');

  // Order 1: selection done, pulping running.
  const first = await start(selection, 0.2, { productionOrder: mangoLine.id });
  await complete(first, 15000, 'Se descartaron 8 kg de fruta golpeada.');
  await start(pulping, 0.3, { productionOrder: first.productionOrder as string });
  // Order 2: selection done, waiting for the pulping.
  await complete(await start(selection, 0.2, { productionOrder: mangoLine.id }));
  // Order 3: selection scheduled for tomorrow (its mango reserved).
  await start(selection, 0.2, { productionOrder: mangoLine.id, scheduleTime: day(1) });

  // The archive: a cheese batch paused for a power cut, resumed and completed; a bollo batch aborted.
  const batch = await start(cheese, 0.15);
  await runs.pauseActivity(db, caller, { executedActivityId: batch._id, reason: 'Corte de energía en la planta', expectedResumeDate: day(0) });
  const resumed = await runs.restartActivity(db, caller, {
    executedActivityId: batch._id,
    notes: 'Planta eléctrica alquilada por medio día',
    extraCosts: 45000,
  });
  await complete(resumed, 0, 'Lote sin novedad.');
  const spoiled = await start(bollos, 0.1);
  await runs.abortActivity(db, caller, {
    executedActivityId: spoiled._id,
    reason: 'La yuca llegó fibrosa: no amasa',
    finalCost: Math.ceil(spoiled.runningCost),
  });

  // Today: a cheese batch paused waiting for rennet, and bollos scheduled for the day after tomorrow.
  const waiting = await start(cheese, 0.15);
  await runs.pauseActivity(db, caller, { executedActivityId: waiting._id, reason: 'Esperando cuajo del proveedor', expectedResumeDate: day(2) });
  await start(bollos, 0.1, { scheduleTime: day(2) });
}
