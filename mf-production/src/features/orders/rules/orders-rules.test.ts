import { run } from '../../../test/run-fixtures';
import { order } from '../../../test/order-fixtures';
import { orderPausedSince, orderStartedAt } from './order-dates';
import { activeOrderMoves, stoppedOrderPlay } from './order-moves';
import { orderSteps } from './order-steps';
import { nextActivityPath } from './next-activity-path';

describe('order dates', () => {
  it('starts when its current run started, else when the order was made', () => {
    expect(orderStartedAt(order(1, 'ACTIVE', run(1, 'IN_PROGRESS', { startedAt: '2026-03-05T08:00:00.000Z' })))).toBe('2026-03-05T08:00:00.000Z');
    expect(orderStartedAt(order(1, 'ACTIVE', null))).toBe('2026-03-01T12:00:00.000Z');
  });

  it('is paused since its run paused, or on hold since its last run finished', () => {
    expect(orderPausedSince(order(1, 'PAUSED', run(1, 'PAUSED', { pausedAt: '2026-03-06T09:00:00.000Z' })))).toBe('2026-03-06T09:00:00.000Z');
    const finished = run(1, 'COMPLETED', { pausedAt: '2026-03-04T09:00:00.000Z', finishedAt: '2026-03-07T10:00:00.000Z' });
    expect(orderPausedSince(order(1, 'ON_HOLD', finished))).toBe('2026-03-07T10:00:00.000Z');
  });

  it('falls back on the order’s last change when the run does not say', () => {
    expect(orderPausedSince(order(1, 'ON_HOLD', run(1, 'COMPLETED')))).toBe('2026-03-02T12:00:00.000Z');
    expect(orderPausedSince(order(1, 'PAUSED', null))).toBe('2026-03-02T12:00:00.000Z');
  });
});

describe('order moves', () => {
  it('offers an active order its run’s moves, an outsourced one only its details, one on hold nothing', () => {
    expect(activeOrderMoves(order(1, 'ACTIVE', run(1, 'IN_PROGRESS')))).toBe('run');
    expect(activeOrderMoves(order(1, 'OUTSOURCED_STARTED', run(1, 'OUTSOURCED_STARTED')))).toBe('details');
    expect(activeOrderMoves(order(1, 'ON_HOLD', run(1, 'COMPLETED')))).toBe('none');
    expect(activeOrderMoves(order(1, 'ACTIVE', null))).toBe('none');
  });

  it('plays a stopped order: the next activity when on hold, its run resumed when paused', () => {
    expect(stoppedOrderPlay(order(1, 'ON_HOLD', run(1, 'COMPLETED')))).toBe('next');
    expect(stoppedOrderPlay(order(1, 'PAUSED', run(1, 'PAUSED')))).toBe('resume');
    expect(stoppedOrderPlay(order(1, 'PAUSED', run(1, 'PAUSED', { actions: [] })))).toBeNull();
    expect(stoppedOrderPlay(order(1, 'ACTIVE', run(1, 'IN_PROGRESS')))).toBeNull();
  });
});

describe('orderSteps', () => {
  const activities = [
    { _id: 'a1', name: 'Selección' },
    { _id: 'a2', name: 'Despulpado' },
    { _id: 'a3', name: 'Empaque' },
  ];

  it('keeps the process’s order and pairs each activity with its run, none when it has not run', () => {
    const steps = orderSteps(activities, [run(2, 'IN_PROGRESS'), run(1, 'COMPLETED')]);
    expect(steps.map((step) => [step.activity.name, step.run?._id ?? null])).toEqual([
      ['Selección', 'r1'],
      ['Despulpado', 'r2'],
      ['Empaque', null],
    ]);
  });

  it('shows the latest run of an activity run twice', () => {
    const aborted = run(1, 'ABORTED', { _id: 'old', createdAt: '2026-03-01T12:00:00.000Z' });
    const again = run(1, 'IN_PROGRESS', { _id: 'new', createdAt: '2026-03-03T12:00:00.000Z' });
    expect(orderSteps(activities, [again, aborted])[0].run?._id).toBe('new');
    expect(orderSteps(activities, [aborted, again])[0].run?._id).toBe('new');
  });
});

describe('nextActivityPath', () => {
  it('opens the start-activity wizard for the activity, going on with the order', () => {
    expect(nextActivityPath('a2', 'o 1&x')).toBe('/startActivity?activityId=a2&productionOrder=o+1%26x');
    expect(nextActivityPath('a2', '665f1c')).toBe('/startActivity?activityId=a2&productionOrder=665f1c');
  });
});
