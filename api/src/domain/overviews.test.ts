import { EXECUTION_STATES, PRODUCTION_ORDER_STATES } from '@agrocadena/contracts';
import { ACTIVITY_COUNTS, ORDER_COUNTS, countsByGroup } from './overviews';

describe('overview counts', () => {
  it('gathers the states of each count and reads a missing state as none', () => {
    expect(countsByGroup(ACTIVITY_COUNTS, { SCHEDULED: 2, OUTSOURCED: 1, IN_PROGRESS: 4, COMPLETED: 7 })).toEqual({
      scheduledActivities: 3,
      activeActivities: 4,
      pausedActivities: 0,
      completedActivities: 7,
      abortedActivities: 0,
    });
    expect(countsByGroup(ORDER_COUNTS, { ON_HOLD: 1, ACTIVE: 2, ABORTED: 1 })).toMatchObject({ activeProcesses: 3, abortedProcesses: 1 });
  });

  it('counts every state exactly once', () => {
    const once = (groups: Record<string, readonly string[]>) => Object.values(groups).flat().sort();
    expect(once(ACTIVITY_COUNTS)).toEqual([...EXECUTION_STATES].sort());
    expect(once(ORDER_COUNTS)).toEqual([...PRODUCTION_ORDER_STATES].sort());
  });
});
