import { EXECUTION_STATES, PRODUCTION_ORDER_STATES } from '@agrocadena/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ORDER_LISTS, RUN_LISTS } from './overview-rules';

const states = (lists: Record<string, { states: readonly string[] }>) =>
  Object.values(lists)
    .flatMap((l) => l.states)
    .sort();

describe('the lists of runs and orders', () => {
  it('hold every state in exactly one list', () => {
    expect(states(RUN_LISTS)).toEqual([...EXECUTION_STATES].sort());
    expect(states(ORDER_LISTS)).toEqual([...PRODUCTION_ORDER_STATES].sort());
  });

  it('are counted by the migration over the same states', () => {
    const migration = readFileSync(path.join(__dirname, '../../../drizzle/0013_running_production.sql'), 'utf8');
    for (const { list, states: listStates } of [...Object.values(RUN_LISTS), ...Object.values(ORDER_LISTS)]) {
      const condition = `status in (${listStates.map((s) => `''${s}''`).join(', ')})`;
      expect(migration).toContain(
        `SELECT track_list_count('${list}', '${list.startsWith('runs') ? 'executed_activities' : 'production_orders'}', 'user_id', '${condition}');`,
      );
    }
  });
});
