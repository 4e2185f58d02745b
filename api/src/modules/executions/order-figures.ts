import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ArchivedRun, FinishedOrder, OrderFigures, OutputFigures, PageQuery, RunFigures } from '@agrocadena/contracts';
import type { Caller } from '../../access/policy';
import type { Db } from '../../db/client';
import type { Page } from '../../http/routes';
import { activities } from '../activities/tables';
import { processes } from '../processes/tables';
import { products, stockMovements } from '../products/tables';
import { movedAmount, orderFigureLines, runFigureLines, type LedgerLine, type OutputFigure, type RunFigureLines } from './figure-rules';
import { orderPolicy, runPolicy } from './policy';
import { finishedOrderRows, listRuns, productNames, withCurrentRuns, type ProductNames } from './rows';
import { executedActivities, type ExecutedActivityRow, type ProductionOrderRow } from './tables';

/** A run as its figures read it: the stored row and its activity's name. */
interface FiguredRun {
  run: ExecutedActivityRow;
  activityName: string;
}

const figuredRunFields = { run: executedActivities, activityName: activities.name };

/**
 * The ledger rows of these runs, in their owner's stock (docs/domain.md#stock-ledger): what each
 * consumed, and what it made — its `production` rows, or for an outsourced run the `reception`
 * rows of its request. One query for all.
 */
async function ledgerOf(
  db: Db,
  ownerId: string,
  runs: readonly ExecutedActivityRow[],
): Promise<Map<string, { consumed: LedgerLine[]; stocked: LedgerLine[] }>> {
  const references = [...new Set(runs.flatMap((run) => (run.requestId ? [run.id, run.requestId] : [run.id])))];
  const rows =
    references.length === 0
      ? []
      : await db
          .select({
            product: stockMovements.productId,
            delta: stockMovements.delta,
            unitCost: stockMovements.unitCost,
            reason: stockMovements.reason,
            reference: stockMovements.reference,
          })
          .from(stockMovements)
          .innerJoin(products, eq(products.id, stockMovements.productId))
          .where(
            and(
              inArray(stockMovements.reference, references),
              inArray(stockMovements.reason, ['consumption', 'production', 'reception']),
              // A request's other party writes rows under the same reference, in its own stock.
              eq(products.userId, ownerId),
            ),
          );
  const line = (row: (typeof rows)[number]): LedgerLine => ({ product: row.product, amount: movedAmount(row.delta), unitCost: row.unitCost });
  return new Map(
    runs.map((run) => [
      run.id,
      {
        consumed: rows.filter((row) => row.reason === 'consumption' && row.reference === run.id).map(line),
        stocked: rows
          .filter(
            (row) => (row.reason === 'production' && row.reference === run.id) || (row.reason === 'reception' && row.reference === run.requestId),
          )
          .map(line),
      },
    ]),
  );
}

/** The figures of each run (by id), read from the runs and their ledger. */
async function figuresOf(db: Db, ownerId: string, runs: readonly ExecutedActivityRow[]): Promise<Map<string, RunFigureLines>> {
  const ledger = await ledgerOf(db, ownerId, runs);
  return new Map(
    runs.map((run) => {
      const { consumed, stocked } = ledger.get(run.id)!;
      return [
        run.id,
        runFigureLines({ finalCost: run.finalCost, expected: run.expectedOutputProducts, made: run.finalOutputProducts, consumed, stocked }),
      ];
    }),
  );
}

const productOf = (names: ProductNames, id: string) => ({ _id: id, ...(names.get(id) ?? { name: '', unitMeasure: 'Un' as const }) });

const outputsOf = (lines: readonly OutputFigure[], names: ProductNames): OutputFigures[] =>
  lines.map((line) => ({
    product: productOf(names, line.product),
    expected: Number(line.expected),
    actual: Number(line.actual),
    yieldPercent: line.yieldPercent === null ? null : Number(line.yieldPercent),
    cost: Number(line.cost),
    unitCost: line.unitCost === null ? null : Number(line.unitCost),
  }));

/** The names of every product the figures mention. */
const namesOf = (db: Db, figures: Iterable<RunFigureLines>, plans: readonly ({ product: string }[] | null)[]) =>
  productNames(db, [
    ...[...figures].flatMap((lines) => [lines.inputs, lines.outputs].map((side) => side.map((l) => ({ product: l.product, amount: '0' })))),
    ...plans.map((plan) => (plan ?? []).map((l) => ({ product: l.product, amount: '0' }))),
  ]);

function toRunFigures({ run, activityName }: FiguredRun, lines: RunFigureLines, names: ProductNames): RunFigures {
  return {
    _id: run.id,
    activity: { _id: run.activityId, name: activityName },
    status: run.status,
    startedAt: run.startedAt?.toISOString() ?? null,
    finishedAt: run.finishedAt?.toISOString() ?? null,
    finalCost: run.finalCost === null ? null : Number(run.finalCost),
    inputs: lines.inputs.map((input) => ({ product: productOf(names, input.product), amount: Number(input.amount), cost: Number(input.cost) })),
    outputs: outputsOf(lines.outputs, names),
  };
}

/** GET /executedActivities/{id}/figures: one of the caller's runs, what it consumed and made, and what each output cost. */
export async function runFigures(db: Db, caller: Caller, runId: string): Promise<RunFigures> {
  const run = await runPolicy.authorize(db, caller, runId, 'read');
  const [row] = await db
    .select(figuredRunFields)
    .from(executedActivities)
    .innerJoin(activities, eq(activities.id, executedActivities.activityId))
    .where(eq(executedActivities.id, run.id));
  const figures = await figuresOf(db, run.userId, [row.run]);
  const names = await namesOf(db, figures.values(), []);
  return toRunFigures(row, figures.get(run.id)!, names);
}

/** The runs of these orders, oldest first, with their figures. */
async function stepsOf(db: Db, ownerId: string, orderIds: string[]) {
  const runs =
    orderIds.length === 0
      ? []
      : await db
          .select(figuredRunFields)
          .from(executedActivities)
          .innerJoin(activities, eq(activities.id, executedActivities.activityId))
          .where(inArray(executedActivities.productionOrderId, orderIds))
          .orderBy(asc(executedActivities.createdAt), asc(executedActivities.id));
  const figures = await figuresOf(
    db,
    ownerId,
    runs.map((row) => row.run),
  );
  return { runs, figures };
}

type OrderRow = { order: ProductionOrderRow; processName: string };

/** Orders with their figures: what each cost and delivered against its plan (docs/domain.md#order-figures). */
async function figureOrders(db: Db, ownerId: string, rows: readonly OrderRow[]) {
  const { runs, figures } = await stepsOf(
    db,
    ownerId,
    rows.map(({ order }) => order.id),
  );
  const plans = rows.map(({ order }) => order.metadata?.expectedProducts ?? null);
  const names = await namesOf(db, figures.values(), plans);
  const orders = await withCurrentRuns(db, [...rows]);
  return rows.map((row, i) => {
    const steps = runs.filter(({ run }) => run.productionOrderId === row.order.id);
    const lines = orderFigureLines(
      steps.map(({ run }) => ({ finalCost: run.finalCost, figures: figures.get(run.id)! })),
      plans[i],
    );
    const finished: FinishedOrder = {
      ...orders[i],
      finishedAt: orders[i].currentActivity?.finishedAt ?? null,
      totalCost: Number(lines.totalCost),
      outputs: outputsOf(lines.outputs, names),
    };
    return { finished, lines, steps: steps.map((step) => toRunFigures(step, figures.get(step.run.id)!, names)) };
  });
}

/** GET /users/{id}/{completed|aborted}ProductionOrders: the caller's finished orders, newest first, each with its figures. */
export async function listFinishedOrders(
  db: Db,
  caller: Caller,
  userId: string,
  kind: 'completed' | 'aborted',
  page: PageQuery,
): Promise<Page<FinishedOrder>> {
  const found = await finishedOrderRows(db, caller, userId, kind, page);
  const figured = await figureOrders(db, userId, found.items);
  return { ...found, items: figured.map((order) => order.finished) };
}

/** GET /productionOrders/{id}/figures: one of the caller's orders, its cost and yields, and each of its runs'. */
export async function orderFigures(db: Db, caller: Caller, orderId: string): Promise<OrderFigures> {
  const order = await orderPolicy.authorize(db, caller, orderId, 'read');
  const [process] = await db.select({ name: processes.name }).from(processes).where(eq(processes.id, order.processId));
  const [figured] = await figureOrders(db, order.userId, [{ order, processName: process.name }]);
  return { ...figured.finished, stepsCost: Number(figured.lines.stepsCost), reusedCost: Number(figured.lines.reusedCost), steps: figured.steps };
}

/** GET /users/{id}/{completed|aborted}Activities: the caller's finished runs, newest first, each output with its figures (cost per unit made included). */
export async function listArchivedRuns(
  db: Db,
  caller: Caller,
  userId: string,
  kind: 'completed' | 'aborted',
  page: PageQuery,
): Promise<Page<ArchivedRun>> {
  const found = await listRuns(db, caller, userId, kind, page);
  const ids = found.items.map((run) => run._id);
  const rows = ids.length === 0 ? [] : await db.select().from(executedActivities).where(inArray(executedActivities.id, ids));
  // The list is one owner's (listRuns authorized it): their ledger holds every run's rows.
  const figures = rows.length === 0 ? new Map<string, RunFigureLines>() : await figuresOf(db, rows[0].userId, rows);
  const names = await namesOf(db, figures.values(), []);
  return { ...found, items: found.items.map((run) => ({ ...run, outputs: outputsOf(figures.get(run._id)?.outputs ?? [], names) })) };
}
