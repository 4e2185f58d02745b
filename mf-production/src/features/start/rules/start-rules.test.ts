import { processNeeds } from '@agrocadena/contracts/rules';
import { LINE_PLAN, MANGO, ORDER_ON_HOLD, PACKED, PACKING, PULP, PULPING } from '../../../test/plan-fixtures';
import { amountProblem, amountsFromOrder, amountsFromRequest, amountsToProduce, needsFor, planProducts, wantedAmounts } from './start-form';
import { orderWants, principalChoice, secondaryChoice } from './process-choice';
import { productionRequest } from '../../../test/request-fixtures';

describe('amountProblem', () => {
  it('asks for an amount left blank and refuses one not above 0', () => {
    expect(amountProblem(undefined)).toBe('enterTheAmount');
    expect(amountProblem(null)).toBe('enterTheAmount');
    expect(amountProblem(0)).toBe('invalidAmount');
    expect(amountProblem(-2)).toBe('invalidAmount');
    expect(amountProblem(1e15)).toBe('invalidAmount');
    expect(amountProblem(0.01)).toBeNull();
    expect(amountProblem(12.5)).toBeNull();
  });

  it('leaves text the field cannot read to the number rule', () => {
    expect(amountProblem({ unreadable: 'notANumber', text: 'doce' })).toBeNull();
  });
});

describe('wantedAmounts and amountsToProduce', () => {
  it('keeps the amounts above 0', () => {
    expect(wantedAmounts({ a: 5, b: undefined, c: 0, d: { unreadable: 'x' } })).toEqual({ a: 5 });
    expect(wantedAmounts(undefined)).toEqual({});
  });

  it("asks for at least one amount and refuses a 0 typed ('Debe ingresar la cantidad…')", () => {
    expect(amountsToProduce({ a: 5, b: undefined })).toEqual({ a: 5 });
    expect(amountsToProduce({ a: undefined })).toBeNull();
    expect(amountsToProduce({ a: 5, b: 0 })).toBeNull();
    expect(amountsToProduce({})).toBeNull();
  });
});

describe('needsFor', () => {
  it("is each input at the largest ratio of wanted to base output, beside the stock's available amount", () => {
    // 30 Kg of pulp from a 6 Kg run: ×5, 50 Kg of mango at 1.000 each.
    expect(needsFor(PULPING, LINE_PLAN, { [PULP._id]: 30 })).toEqual([{ product: MANGO._id, amount: 50, available: 100, cost: 50_000, missing: 0 }]);
    expect(needsFor(PULPING, LINE_PLAN, { [PULP._id]: 90 })[0].missing).toBe(50);
  });
});

describe('amountsFromOrder', () => {
  it('fills an output the order delivers with its expected amount and an intermediate with the amount needed', () => {
    expect(amountsFromOrder(PACKING.outputProducts, ORDER_ON_HOLD)).toEqual({ [PACKED._id]: 24 });
    expect(amountsFromOrder(PULPING.outputProducts, ORDER_ON_HOLD)).toEqual({ [PULP._id]: 12 });
    expect(amountsFromOrder(PULPING.outputProducts, undefined)).toEqual({});
    expect(amountsFromOrder(PULPING.outputProducts, { ...ORDER_ON_HOLD, metadata: null })).toEqual({});
  });
});

describe('amountsFromRequest', () => {
  it('fills each output the request asks for with the amount asked, and nothing else', () => {
    const asked = productionRequest(7, [
      { product: PULP, amount: 30 },
      { product: MANGO, amount: 5 },
    ]);
    expect(amountsFromRequest(PULPING.outputProducts, asked)).toEqual({ [PULP._id]: 30 });
    expect(amountsFromRequest(PACKING.outputProducts, asked)).toEqual({});
    expect(amountsFromRequest(PULPING.outputProducts, undefined)).toEqual({});
  });
});

describe('planProducts', () => {
  it('names every product of the plan', () => {
    expect(Object.keys(planProducts(LINE_PLAN)).sort()).toEqual([PACKED._id, MANGO._id, PULP._id].sort());
  });
});

describe('a production order start', () => {
  it('starts with the principal when the stock covers it', () => {
    // 6 boxes need 3 Kg of pulp; 4 are in stock.
    const wanted = { [PACKED._id]: 6 };
    const needs = processNeeds(LINE_PLAN.activities, wanted, LINE_PLAN.stock);
    expect(principalChoice(LINE_PLAN, wanted, needs)).toEqual({ activity: PACKING._id, outputs: [{ id: PACKED._id, amount: 6 }] });
  });

  it('offers the activity that makes what the principal misses, asked for exactly what is missing', () => {
    // 24 boxes need 12 Kg of pulp: 8 missing, which 13,34 Kg of mango make (10 × 8/6, rounded up).
    const wanted = { [PACKED._id]: 24 };
    const needs = processNeeds(LINE_PLAN.activities, wanted, LINE_PLAN.stock);
    expect(principalChoice(LINE_PLAN, wanted, needs)).toBeNull();
    expect(needs.secondary).toHaveLength(1);
    expect(needs.secondary[0].needs[0]).toMatchObject({ product: MANGO._id, amount: 13.34 });
    expect(secondaryChoice(needs.secondary[0])).toEqual({ activity: PULPING._id, outputs: [{ id: PULP._id, amount: 8 }] });
  });

  it('asks the API for an order of what the person wants delivered, whichever activity starts it', () => {
    expect(orderWants({ [PACKED._id]: 24 })).toEqual([{ id: PACKED._id, amount: 24 }]);
  });
});
