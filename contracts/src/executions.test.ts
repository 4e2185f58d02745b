import { EXECUTION_STATES, PRODUCTION_ORDER_STATES, REQUEST_STATES } from './enums';
import {
  EXECUTION_ACTIONS,
  EXECUTION_TRANSITIONS,
  executionActions,
  executionTransition,
  initialExecutionState,
  milestoneStateIsNews,
  orderStatusOf,
  outsourcedRunMove,
} from './executions';

describe('the run transition table', () => {
  test('offers each state its owner’s actions; outsourced and finished runs offer none', () => {
    expect(Object.fromEntries(EXECUTION_STATES.map((state) => [state, executionActions(state)]))).toEqual({
      SCHEDULED: ['start', 'abort'],
      IN_PROGRESS: ['pause', 'complete', 'abort'],
      PAUSED: ['restart', 'abort'],
      COMPLETED: [],
      ABORTED: [],
      OUTSOURCED: [],
      OUTSOURCED_STARTED: [],
    });
  });

  test('an outsourced run moves only with its request', () => {
    expect(executionTransition('OUTSOURCED', 'outsourcedStart')).toBeNull();
    expect(executionTransition('OUTSOURCED', 'outsourcedStart', true)).toBe('OUTSOURCED_STARTED');
    expect(executionTransition('OUTSOURCED_STARTED', 'outsourcedComplete', true)).toBe('COMPLETED');
    expect(executionTransition('IN_PROGRESS', 'complete', true)).toBeNull();
    for (const state of REQUEST_STATES) {
      const move = outsourcedRunMove(state);
      if (move) expect(EXECUTION_ACTIONS).toContain(move);
    }
    expect(outsourcedRunMove('IN_PROGRESS')).toBe('outsourcedStart');
    expect(outsourcedRunMove('COMPLETED')).toBe('outsourcedComplete');
    expect(['REJECTED', 'CANCELLED', 'ABORTED'].map((state) => outsourcedRunMove(state as 'ABORTED'))).toEqual(Array(3).fill('outsourcedAbort'));
    expect(outsourcedRunMove('PENDING')).toBeNull();
  });

  test('a run starts now or waits for its day', () => {
    expect(initialExecutionState(false)).toBe('IN_PROGRESS');
    expect(initialExecutionState(true)).toBe('SCHEDULED');
  });
});

describe('a production order follows its current run', () => {
  test('every run state gives an order state; a completed step holds the order while a next one remains', () => {
    for (const state of EXECUTION_STATES) expect(PRODUCTION_ORDER_STATES).toContain(orderStatusOf(state, false));
    expect(orderStatusOf('COMPLETED', true)).toBe('ON_HOLD');
    expect(orderStatusOf('COMPLETED', false)).toBe('COMPLETED');
    expect(orderStatusOf('OUTSOURCED', true)).toBe('SCHEDULED');
    expect(orderStatusOf('IN_PROGRESS', true)).toBe('ACTIVE');
  });
});

describe("a milestone's label", () => {
  it('names the state only when the action does not already say it', () => {
    for (const action of EXECUTION_ACTIONS) {
      const to = EXECUTION_TRANSITIONS[action].to;
      expect(milestoneStateIsNews(action, to)).toBe(false);
    }
    expect(milestoneStateIsNews('create', 'SCHEDULED')).toBe(true);
    expect(milestoneStateIsNews('create', 'OUTSOURCED')).toBe(true);
    // A completion by the paused list's abort variant: the state is not the action's usual one.
    expect(milestoneStateIsNews('pause', 'ABORTED')).toBe(true);
  });
});
