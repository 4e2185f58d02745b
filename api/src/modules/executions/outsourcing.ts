import { and, eq, sql } from 'drizzle-orm';
import { amountText, type ExecuteActivityBody, type ExecutedActivity } from '@agrocadena/contracts';
import { activityPolicy, orderedActivityPolicy } from '../activities/policy';
import type { Caller } from '../../access/policy';
import type { Db } from '../../db/client';
import { executedActivities, type StoredAmount } from './tables';
import { userProviders } from '../requests/tables';
import { assertDefinesProduction } from '../activities/rules';
import { dateFromTodayOn } from './rules';
import { validationError } from '../../errors';
import type { FileLinks } from '../../files/file-links';
import { Answer } from '../../http/routes';
import { readActivities } from '../activities/service';
import { readRun } from './rows';
import { runMilestone, wantedAmounts } from './service';
import { orderForNewRun, syncOrder } from './production-orders';
import { insertRequest, requestableService } from '../requests/service';

/**
 * POST /executeActivity with `providerId` and `serviceId` (docs/domain.md#outsourcing): a run of my
 * activity done by one of my providers through one of its public production services. Each
 * expected output of mine is homologated with one of the service's outputs of the same unit
 * (`counterpart`); the provider is asked for those, by `requiredDate`, in a PRODUCTION request.
 * Nothing of mine is consumed: the run waits for the request, which moves it from then on.
 */
export async function outsourceActivity(db: Db, caller: Caller, body: ExecuteActivityBody, links: FileLinks): Promise<Answer<ExecutedActivity>> {
  assertDefinesProduction(caller);
  if (body.userId !== undefined && body.userId !== caller.id) throw validationError('userId', 'notYourself');
  if (body.providerId === undefined) throw validationError('providerId', 'required');
  if (body.serviceId === undefined) throw validationError('serviceId', 'required');
  if (body.scheduleTime !== undefined) throw validationError('scheduleTime', 'notExpected');
  if (body.requiredDate === undefined) throw validationError('requiredDate', 'required');
  const requiredDate = dateFromTodayOn(body.requiredDate, 'requiredDate');
  const wanted = wantedAmounts(body.expectedOutputProducts, 'expectedOutputProducts');
  const orderWants = body.orderWants && wantedAmounts(body.orderWants, 'orderWants');

  const [provider] = await db
    .select({ id: userProviders.providerId })
    .from(userProviders)
    .where(and(eq(userProviders.userId, caller.id), sql`${userProviders.providerId}::text = ${body.providerId}`));
  if (!provider) throw validationError('providerId', 'notAProvider');
  const service = await requestableService(db, caller, body.serviceId, 'PRODUCTION', links);
  if (service.user._id !== provider.id) throw validationError('serviceId', 'unknownService');

  // A step of an order may be an activity retired since its process took it (orderForNewRun checks it does).
  await (body.productionOrder === undefined ? activityPolicy : orderedActivityPolicy).authorize(db, caller, body.activityId, 'read', {
    field: 'activityId',
  });
  const [activity] = await readActivities(db, [body.activityId]);
  const expected: StoredAmount[] = body.expectedOutputProducts.map((line, i) => {
    const field = `expectedOutputProducts.${i}`;
    const mine = activity.outputProducts.find((output) => output.product._id === line.id);
    if (!mine) throw validationError(`${field}.id`, 'notExpected');
    if (!line.counterpart) throw validationError(`${field}.counterpart`, 'required');
    const theirs = service.outputProducts.find((output) => output._id === line.counterpart);
    if (!theirs) throw validationError(`${field}.counterpart`, 'notOutput');
    if (theirs.unitMeasure !== mine.product.unitMeasure)
      throw validationError(`${field}.counterpart`, 'unitMismatch', { unit: mine.product.unitMeasure });
    return { product: line.id, amount: amountText(wanted[line.id]), counterpart: theirs._id };
  });
  const seen = new Set(expected.map((line) => line.counterpart));
  if (seen.size < expected.length) throw validationError('expectedOutputProducts', 'duplicate');

  let runId = '';
  await insertRequest(
    db,
    caller,
    {
      kind: 'PRODUCTION',
      userId: provider.id,
      serviceId: service._id,
      products: expected.map((line) => ({ product: line.counterpart as string, amount: line.amount })),
      requiredDate,
    },
    undefined,
    async (tx, requestId) => {
      const order =
        body.productionOrder === undefined
          ? null
          : await orderForNewRun(tx, caller, body.productionOrder, body.activityId, { wants: orderWants, runWanted: wanted });
      const [run] = await tx
        .insert(executedActivities)
        .values({
          userId: caller.id,
          activityId: body.activityId,
          requestId,
          status: 'OUTSOURCED',
          // The day the provider is to have it done: what the scheduled list shows.
          scheduleTime: requiredDate,
          expectedOutputProducts: expected,
          neededProducts: [],
          createdAt: sql`clock_timestamp()`,
        })
        .returning();
      runId = run.id;
      if (order) {
        const { orderId } = await order.open(run.id);
        await tx.update(executedActivities).set({ productionOrderId: orderId }).where(eq(executedActivities.id, run.id));
      }
      await runMilestone(tx, caller, run.id, 'create', 'OUTSOURCED');
      const [row] = await tx.select().from(executedActivities).where(eq(executedActivities.id, run.id));
      await syncOrder(tx, row);
    },
  );
  return new Answer(await readRun(db, runId), 'EXECUTION_CREATED');
}
