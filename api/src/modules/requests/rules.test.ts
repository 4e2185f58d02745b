import {
  PRODUCTION_FOLLOWS,
  productionRequestState,
  requestActions,
  requestTransition,
  type ExecutionState,
  type RequestAction,
  type RequestState,
} from '@agrocadena/contracts';
import { aboveAvailable, assertStoragePeriod, assertWithinAsked, planStorage, type StorableProduct } from './rules';

const validation = (field: string, reason: string) =>
  expect.objectContaining({ code: 'VALIDATION', details: expect.objectContaining({ field, reason }) });

const owned: Record<string, StorableProduct> = {
  mango: { amount: '120.00', reserved: '20.00' },
  pulp: { amount: '8.50', reserved: '0.00' },
};
const own = (id: string) => owned[id];

describe('accepting a product request', () => {
  test('up to the amount asked, and no more', () => {
    expect(() => assertWithinAsked('40.00', '40.00')).not.toThrow();
    expect(() => assertWithinAsked('40.01', '40.00')).toThrow(validation('amountAccepted', 'aboveRequested'));
  });

  test('beyond what is free of the product: a 400 on the accepted amount naming what is free', () => {
    expect(aboveAvailable('5.00')).toEqual(
      expect.objectContaining({ details: expect.objectContaining({ field: 'amountAccepted', reason: 'aboveAvailable', params: { limit: 5 } }) }),
    );
  });
});

describe('planStorage', () => {
  test('keeps each line of my products as a 2-decimal amount, up to what is free of it', () => {
    expect(
      planStorage(
        [
          { id: 'mango', amount: 100 },
          { id: 'pulp', amount: 8.5 },
        ],
        own,
      ),
    ).toEqual([
      { product: 'mango', amount: '100.00' },
      { product: 'pulp', amount: '8.50' },
    ]);
  });

  test('refuses more than is free (amount − reserved), naming the line and the limit', () => {
    expect(() => planStorage([{ id: 'mango', amount: 100.01 }], own)).toThrow(
      expect.objectContaining({ details: expect.objectContaining({ field: 'products.0.amount', reason: 'aboveAvailable', params: { limit: 100 } }) }),
    );
  });

  test('refuses a product not mine, a product twice and a third decimal', () => {
    expect(() => planStorage([{ id: 'lemon', amount: 1 }], own)).toThrow(validation('products.0.id', 'unknownProduct'));
    expect(() =>
      planStorage(
        [
          { id: 'pulp', amount: 1 },
          { id: 'pulp', amount: 2 },
        ],
        own,
      ),
    ).toThrow(validation('products.1.id', 'duplicate'));
    expect(() => planStorage([{ id: 'pulp', amount: 1.005 }], own)).toThrow(validation('products.0.amount', 'twoDecimals'));
  });
});

describe('assertStoragePeriod', () => {
  test('a storage may end the day it starts or later, never before', () => {
    const day = (d: string) => new Date(`${d}T00:00:00.000Z`);
    expect(() => assertStoragePeriod(day('2026-12-01'), day('2026-12-01'))).not.toThrow();
    expect(() => assertStoragePeriod(day('2026-12-01'), day('2026-12-20'))).not.toThrow();
    expect(() => assertStoragePeriod(day('2026-12-02'), day('2026-12-01'))).toThrow(validation('finishedDate', 'beforeStart'));
  });
});

describe('a production request follows its run (the contract table)', () => {
  test('each run state gives the request state, and the table holds the move there', () => {
    const path: [ExecutionState, RequestState | null][] = [
      ['SCHEDULED', 'SCHEDULED'],
      ['IN_PROGRESS', 'IN_PROGRESS'],
      ['PAUSED', 'IN_PROGRESS'],
      ['COMPLETED', 'PENDING_DELIVERY'],
      ['ABORTED', 'ABORTED'],
      ['OUTSOURCED', null],
    ];
    for (const [run, request] of path) expect(productionRequestState(run)).toBe(request);
    const moves: [RequestState, RequestState][] = [
      ['PROPOSAL_ACCEPTED', 'SCHEDULED'],
      ['SCHEDULED', 'IN_PROGRESS'],
      ['IN_PROGRESS', 'PENDING_DELIVERY'],
      ['SCHEDULED', 'ABORTED'],
      ['IN_PROGRESS', 'ABORTED'],
    ];
    for (const [from, to] of moves) expect(requestTransition('PRODUCTION', from, PRODUCTION_FOLLOWS[to] as RequestAction, 'provider')).toBe(to);
    // Delivered or done, a run's later moves have no way back.
    expect(requestTransition('PRODUCTION', 'PENDING_DELIVERY', 'abortProductionService', 'provider')).toBeNull();
    expect(requestTransition('PRODUCTION', 'IN_PROGRESS', 'startProductionService', 'requester')).toBeNull();
  });

  test('the moves that follow the run are not buttons; accepting and delivering are', () => {
    expect(requestActions('PRODUCTION', 'PROPOSAL_ACCEPTED', 'provider')).toEqual(['acceptProductionService', 'reject']);
    expect(requestActions('PRODUCTION', 'SCHEDULED', 'provider')).toEqual([]);
    expect(requestActions('PRODUCTION', 'IN_PROGRESS', 'provider')).toEqual([]);
    expect(requestActions('PRODUCTION', 'PENDING_DELIVERY', 'provider')).toEqual(['completeService']);
    expect(requestActions('PRODUCTION', 'SIMPLE_PENDING_RECEPTION', 'requester')).toEqual(['receive']);
  });
});
