import { EXECUTION_STATES, REQUEST_KINDS, REQUEST_STATES, type RequestKind, type RequestState } from './enums';
import {
  AWAITING_STATES,
  isUnseenBy,
  nextActor,
  PRODUCTION_FOLLOWS,
  productionRequestState,
  REQUEST_ACTIONS,
  REQUEST_LIST_GROUPS,
  REQUEST_LIST_STATES,
  REQUEST_TRANSITIONS,
  requestActions,
  requestListOf,
  requestTransition,
  SERVICE_REQUEST_KINDS,
  type RequestAction,
} from './requests';

const OVER: RequestState[] = ['REJECTED', 'CANCELLED', 'COMPLETED', 'ABORTED'];

describe('the request lists', () => {
  test('every state is in exactly one list of each side', () => {
    const listed = REQUEST_LIST_GROUPS.flatMap((group) => [...REQUEST_LIST_STATES[group]]);
    expect([...listed].sort()).toEqual([...REQUEST_STATES].sort());
    for (const state of REQUEST_STATES) expect(REQUEST_LIST_STATES[requestListOf(state)]).toContain(state);
  });

  test('a request is over in the rejected and historical lists only', () => {
    for (const state of OVER) expect(['rejected', 'historical']).toContain(requestListOf(state));
    for (const state of REQUEST_STATES.filter((s) => !OVER.includes(s))) expect(['pending', 'onCourse']).toContain(requestListOf(state));
  });
});

describe('the transition table', () => {
  test('names real kinds and states, and leads to a state of a list', () => {
    for (const action of REQUEST_ACTIONS) {
      const { kinds, from, to } = REQUEST_TRANSITIONS[action];
      for (const kind of kinds) expect(REQUEST_KINDS).toContain(kind);
      for (const state of from) expect(REQUEST_STATES).toContain(state);
      expect(REQUEST_STATES).toContain(to);
      expect(from).not.toContain(to);
      for (const state of from) expect(OVER).not.toContain(state);
    }
  });

  test('a move needs its kind, its state and its party', () => {
    expect(requestTransition('PRODUCT', 'PENDING', 'acceptProduct', 'provider')).toBe('ACCEPTED');
    expect(requestTransition('PRODUCT', 'PENDING', 'acceptProduct', 'requester')).toBeNull();
    expect(requestTransition('PRODUCT', 'ACCEPTED', 'acceptProduct', 'provider')).toBeNull();
    expect(requestTransition('STORAGE', 'PENDING', 'acceptProduct', 'provider')).toBeNull();
    expect(requestTransition('DELIVERY', 'PENDING_RECEPTION', 'receiveDelivery', 'provider')).toBe('COMPLETED');
    expect(requestTransition('DELIVERY', 'PENDING', 'cancel', 'requester')).toBeNull();
  });

  test('a product request: accepted or turned down by its provider, withdrawn by its requester, then delivered and received', () => {
    expect(requestActions('PRODUCT', 'PENDING', 'provider')).toEqual(['acceptProduct', 'reject']);
    expect(requestActions('PRODUCT', 'PENDING', 'requester')).toEqual(['cancel']);
    expect(requestActions('PRODUCT', 'ACCEPTED', 'provider')).toEqual(['completeProduct']);
    expect(requestActions('PRODUCT', 'ACCEPTED', 'requester')).toEqual([]);
    expect(requestActions('PRODUCT', 'SIMPLE_PENDING_RECEPTION', 'requester')).toEqual(['receive']);
    for (const state of OVER) for (const party of ['requester', 'provider'] as const) expect(requestActions('PRODUCT', state, party)).toEqual([]);
  });

  test('a service request goes through a price proposal', () => {
    for (const kind of SERVICE_REQUEST_KINDS) {
      expect(requestActions(kind, 'PENDING', 'provider')).toEqual(['proposePrice', 'reject']);
      expect(requestActions(kind, 'PROPOSAL_SUBMITTED', 'provider')).toEqual(['cancelProposal', 'reject']);
      expect(requestActions(kind, 'PROPOSAL_SUBMITTED', 'requester')).toEqual(['acceptProposedPrice', 'cancel']);
    }
    expect(requestActions('TRANSPORT', 'PROPOSAL_ACCEPTED', 'provider')).toEqual(['acceptTransport', 'reject']);
    expect(requestActions('TRANSPORT', 'ACCEPTED', 'provider')).toEqual(['startTransport']);
    expect(requestActions('STORAGE', 'IN_PROGRESS', 'provider')).toEqual(['completeStorageService']);
    expect(requestActions('LOGISTIC', 'IN_PROGRESS', 'provider')).toEqual(['completeLogisticService']);
  });

  test('the moves taken through something else are never offered as buttons', () => {
    const hidden = REQUEST_ACTIONS.filter((action) => REQUEST_TRANSITIONS[action].offered === false);
    expect(hidden).toEqual(['scheduleProductionService', 'startProductionService', 'abortProductionService', 'productionReady']);
    for (const kind of REQUEST_KINDS)
      for (const state of REQUEST_STATES)
        for (const party of ['requester', 'provider'] as const)
          for (const action of requestActions(kind, state, party)) expect(hidden).not.toContain(action);
  });
});

describe('a production request follows its run', () => {
  test('each run state gives the request state, and the table holds the move to it', () => {
    expect(Object.fromEntries(EXECUTION_STATES.map((status) => [status, productionRequestState(status)]))).toEqual({
      SCHEDULED: 'SCHEDULED',
      IN_PROGRESS: 'IN_PROGRESS',
      PAUSED: 'IN_PROGRESS',
      COMPLETED: 'PENDING_DELIVERY',
      ABORTED: 'ABORTED',
      OUTSOURCED: null,
      OUTSOURCED_STARTED: null,
    });
    for (const [to, action] of Object.entries(PRODUCTION_FOLLOWS) as [RequestState, RequestAction][]) {
      const transition = REQUEST_TRANSITIONS[action];
      expect(transition.to).toBe(to);
      expect(transition.kinds).toEqual(['PRODUCTION']);
      expect(transition.by).toBe('provider');
    }
  });
});

describe('who must act next', () => {
  test('the party that sees a request unseen, none once it is over', () => {
    expect(nextActor('PENDING')).toBe('provider');
    expect(nextActor('PROPOSAL_SUBMITTED')).toBe('requester');
    expect(nextActor('SIMPLE_PENDING_RECEPTION')).toBe('requester');
    expect(nextActor('PENDING_RECEPTION', 'PRODUCT')).toBe('requester');
    expect(nextActor('PENDING_RECEPTION', 'DELIVERY')).toBe('provider');
    for (const state of OVER) expect(nextActor(state)).toBeNull();
  });

  test('whoever sees a request unseen while it awaits a move (a reception after a carrier included) has a move to make', () => {
    const kinds: RequestKind[] = ['PRODUCT', 'TRANSPORT', 'STORAGE', 'LOGISTIC', 'PRODUCTION', 'DELIVERY'];
    expect(AWAITING_STATES).toEqual([...REQUEST_LIST_STATES.pending, 'PENDING_RECEPTION']);
    for (const kind of kinds) {
      const reached = [
        // A delivery starts on the road, with its carrier.
        kind === 'DELIVERY' ? 'IN_TRANSPORT' : 'PENDING',
        ...REQUEST_ACTIONS.filter((action) => REQUEST_TRANSITIONS[action].kinds.includes(kind)).map((action) => REQUEST_TRANSITIONS[action].to),
      ];
      for (const state of AWAITING_STATES.filter((awaiting) => reached.includes(awaiting))) {
        const actor = nextActor(state, kind);
        expect([kind, state, actor !== null && requestActions(kind, state, actor).length > 0]).toEqual([kind, state, true]);
      }
    }
  });

  test('a row is bold on the side of the party that must act', () => {
    expect(isUnseenBy('requester', 'sent')).toBe(true);
    expect(isUnseenBy('requester', 'received')).toBe(false);
    expect(isUnseenBy('provider', 'received')).toBe(true);
    expect(isUnseenBy(null, 'sent')).toBe(false);
  });
});
