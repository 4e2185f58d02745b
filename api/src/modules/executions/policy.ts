import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { executedActivities, productionOrders, type ExecutedActivityRow, type ProductionOrderRow } from './tables';
import { rowById } from '../../db/visible-rows';
import { ownerOnlyDecision } from '../../access/owned';
import { definePolicy, type Policy } from '../../access/policy';
import { enterpriseOnly } from '../../access/production';

/**
 * Runs and production orders are their enterprise's alone, like what they run. Nothing hides them:
 * they load by id alone.
 */
function runningPolicy<Row extends { userId: string }>(table: PgTable & { id: AnyPgColumn }): Policy<Row, 'read' | 'write'> {
  return definePolicy<Row, 'read' | 'write'>({
    load: (db, id, lock) => rowById<Row>(db, table, id, lock),
    writes: ['write'],
    decide: ownerOnlyDecision<Row>(enterpriseOnly),
  });
}

export const runPolicy = runningPolicy<ExecutedActivityRow>(executedActivities);
export const orderPolicy = runningPolicy<ProductionOrderRow>(productionOrders);
