import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { executedActivities, productionOrders, type ExecutedActivityRow, type ProductionOrderRow } from './tables';
import { isUuid } from '../../util/ids';
import { ownerOnlyDecision } from '../../access/owned';
import { definePolicy, type Policy } from '../../access/policy';
import { enterpriseOnly } from '../../access/production';

/**
 * Runs and production orders are their enterprise's alone, like what they run. Nothing hides them:
 * they load by id alone.
 */
function runningPolicy<Row extends { userId: string }>(table: PgTable & { id: AnyPgColumn }): Policy<Row, 'read' | 'write'> {
  return definePolicy<Row, 'read' | 'write'>({
    async load(db, id, lock) {
      if (!isUuid(id)) return undefined;
      const query = db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row as Row | undefined;
    },
    writes: ['write'],
    decide: ownerOnlyDecision<Row>(enterpriseOnly),
  });
}

export const runPolicy = runningPolicy<ExecutedActivityRow>(executedActivities);
export const orderPolicy = runningPolicy<ProductionOrderRow>(productionOrders);
