import { describeWrites, writesIn, writesOutside, type OwnedTable } from '../../../test/support/source-scan';

// A run's state, its milestones and its production order change only through this module's
// services, which check each move against the transition table and keep the order in step.

const RUN_TABLES: OwnedTable[] = [
  { name: 'executedActivities', module: 'executions', sqlName: 'executed_activities' },
  { name: 'executionMilestones', module: 'executions', sqlName: 'execution_milestones' },
  { name: 'productionOrders', module: 'executions', sqlName: 'production_orders' },
];

const inExecutionsModule = (file: string) => file.startsWith('modules/executions/');

test('no file outside the executions module inserts or updates runs, their milestones or production orders', () => {
  expect(describeWrites(writesOutside(RUN_TABLES, inExecutionsModule))).toEqual([]);
});

test('the scan finds the executions module’s own writes (it reads the real sources)', () => {
  const tables = new Set(writesOutside(RUN_TABLES, (file) => !inExecutionsModule(file)).map((write) => write.table));
  expect(tables).toEqual(new Set(['executed_activities', 'execution_milestones', 'production_orders']));
});

test('what the scan counts as a write of a run', () => {
  const file = 'modules/requests/example.ts';
  const imports = "import { executedActivities as runs, executionMilestones } from '../executions/tables';\n";
  const found = (source: string) => writesIn(file, imports + source, RUN_TABLES).map((write) => write.table);
  expect(found("await tx\n  .update(runs)\n  .set({ status: 'ABORTED' })")).toEqual(['executed_activities']);
  expect(found('await tx.insert(executionMilestones).values(row)')).toEqual(['execution_milestones']);
  expect(found("await tx.execute(sql`update production_orders set status = 'ON_HOLD'`)")).toEqual(['production_orders']);
  expect(found('await tx.select().from(runs).where(eq(runs.requestId, id)).for("update")')).toEqual([]);
});
