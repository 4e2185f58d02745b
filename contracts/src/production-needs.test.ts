import {
  checkNeeds,
  expectedOutputs,
  isShort,
  orderPlan,
  processNeeds,
  requiredInputs,
  runOutputs,
  totalCost,
  type NeedsActivity,
} from './production-needs';

const line = (product: string, amount: number) => ({ product: { _id: product }, amount });
const activity = (id: string, inputs: [string, number][], outputs: [string, number][]): NeedsActivity => ({
  _id: id,
  inputProducts: inputs.map(([p, a]) => line(p, a)),
  outputProducts: outputs.map(([p, a]) => line(p, a)),
});

describe('requiredInputs', () => {
  it('scales each input by the wanted output over its base amount', () => {
    const pulping = activity(
      'a',
      [
        ['mango', 10],
        ['water', 2],
      ],
      [['pulp', 4]],
    );
    expect(requiredInputs(pulping, { pulp: 6 })).toEqual([
      { product: 'mango', amount: 15 },
      { product: 'water', amount: 3 },
    ]);
  });

  it('with several outputs takes the largest ratio — the costliest alternative, since every alternative scales the same inputs', () => {
    const pulping = activity(
      'a',
      [['mango', 10]],
      [
        ['pulp', 6],
        ['peel', 2],
      ],
    );
    // pulp asks for 2 runs, peel for 3: three runs' worth of mango.
    expect(requiredInputs(pulping, { pulp: 12, peel: 6 })).toEqual([{ product: 'mango', amount: 30 }]);
    // An output not asked for counts nothing.
    expect(requiredInputs(pulping, { pulp: 3 })).toEqual([{ product: 'mango', amount: 5 }]);
  });

  it('is exact on hundredths and rounds up, so a run never starts a gram short', () => {
    const a = activity('a', [['milk', 0.1]], [['cheese', 0.3]]);
    expect(requiredInputs(a, { cheese: 0.1 })).toEqual([{ product: 'milk', amount: 0.04 }]);
    const b = activity('b', [['milk', 10]], [['cheese', 3]]);
    expect(requiredInputs(b, { cheese: 1 })).toEqual([{ product: 'milk', amount: 3.34 }]);
    expect(requiredInputs(b, { cheese: 0.29 })).toEqual([{ product: 'milk', amount: 0.97 }]);
  });

  it('expects every output at the same ratio', () => {
    const a = activity(
      'a',
      [['mango', 10]],
      [
        ['pulp', 6],
        ['peel', 2],
      ],
    );
    expect(expectedOutputs(a, { pulp: 9 })).toEqual([
      { product: 'pulp', amount: 9 },
      { product: 'peel', amount: 3 },
    ]);
  });
});

describe('checkNeeds', () => {
  it('marks short what the available stock does not cover, with its cost at the unit cost', () => {
    const checked = checkNeeds(
      [
        { product: 'mango', amount: 15 },
        { product: 'sugar', amount: 2.5 },
      ],
      { mango: { available: 10, unitCost: 2000 }, sugar: { available: 3, unitCost: 3000 } },
    );
    expect(checked).toEqual([
      { product: 'mango', amount: 15, available: 10, cost: 30000, missing: 5 },
      { product: 'sugar', amount: 2.5, available: 3, cost: 7500, missing: 0 },
    ]);
    expect(isShort(checked)).toBe(true);
    expect(totalCost(checked)).toBe(37500);
  });

  it('prices and sums to the cent exactly, where floats would not', () => {
    const checked = checkNeeds(
      [
        { product: 'salt', amount: 3 },
        { product: 'yeast', amount: 1.5 },
        { product: 'water', amount: 0.1 },
      ],
      { salt: { available: 3, unitCost: 0.1 }, yeast: { available: 0.3, unitCost: 333.3333 }, water: { available: 0.3, unitCost: 2 } },
    );
    expect(3 * 0.1).not.toBe(0.3);
    expect(checked.map((need) => need.cost)).toEqual([0.3, 500, 0.2]);
    expect(checked.map((need) => need.missing)).toEqual([0, 1.2, 0]);
    expect(totalCost(checked)).toBe(500.5);
    expect(isShort(checked)).toBe(true);
  });

  it('takes a product the stock does not list as none available at no cost', () => {
    expect(checkNeeds([{ product: 'ghost', amount: 1.1 }], {})).toEqual([{ product: 'ghost', amount: 1.1, available: 0, cost: 0, missing: 1.1 }]);
  });
});

describe('runOutputs', () => {
  it('keeps the amounts asked for as asked and makes the other outputs at the run’s size', () => {
    const a = activity(
      'a',
      [['mango', 10]],
      [
        ['pulp', 6],
        ['peel', 2],
      ],
    );
    expect(runOutputs(a, { pulp: 7 })).toEqual([
      { product: 'pulp', amount: 7 },
      { product: 'peel', amount: 2.34 },
    ]);
  });
});

describe('processNeeds (the start-process wizard)', () => {
  const pulping = activity('pulping', [['mango', 10]], [['pulp', 5]]);
  const cooking = activity(
    'cooking',
    [
      ['pulp', 4],
      ['sugar', 1],
    ],
    [['jam', 4]],
  );
  const packing = activity(
    'packing',
    [
      ['jam', 4],
      ['jar', 8],
    ],
    [['packed', 8]],
  );

  it('computes the principal’s needs, and for each shortage the activities of the process that make it, down the chain', () => {
    const stock = { mango: { available: 100, unitCost: 1000 }, sugar: { available: 0, unitCost: 3000 }, jar: { available: 50, unitCost: 500 } };
    const needs = processNeeds([pulping, cooking, packing], { packed: 16 }, stock);
    expect(needs.principal).toBe('packing');
    expect(needs.short).toBe(true);
    expect(needs.needs).toEqual([
      { product: 'jam', amount: 8, available: 0, cost: 0, missing: 8 },
      { product: 'jar', amount: 16, available: 50, cost: 8000, missing: 0 },
    ]);
    expect(needs.secondary.map((s) => [s.activity, s.makes, s.canStart])).toEqual([
      ['cooking', { product: 'jam', amount: 8 }, false],
      ['pulping', { product: 'pulp', amount: 8 }, true],
    ]);
    const pulpingOption = needs.secondary[1];
    expect(pulpingOption.needs[0]).toMatchObject({ product: 'mango', amount: 16, cost: 16000 });
    expect(pulpingOption.outputs).toEqual([{ product: 'pulp', amount: 8 }]);
  });

  it('has nothing secondary to offer when the stock covers the principal', () => {
    const stock = { jam: { available: 10, unitCost: 5000 }, jar: { available: 50, unitCost: 500 } };
    const needs = processNeeds([pulping, cooking, packing], { packed: 8 }, stock);
    expect(needs).toMatchObject({ short: false, secondary: [], cost: 4 * 5000 + 8 * 500 });
  });
});

describe('orderPlan (what a new production order delivers and needs)', () => {
  const pulping = activity('pulping', [['mango', 10]], [['pulp', 5]]);
  const packing = activity(
    'packing',
    [
      ['pulp', 5],
      ['sugar', 1],
    ],
    [
      ['packed', 10],
      ['peel', 2],
    ],
  );

  it('is the principal’s outputs as asked (its others at the run’s size) and the principal’s needs, whichever step starts the order', () => {
    expect(orderPlan([pulping, packing], { packed: 25 })).toEqual({
      expectedProducts: [
        { product: 'packed', amount: 25 },
        { product: 'peel', amount: 5 },
      ],
      neededProducts: [
        { product: 'pulp', amount: 12.5 },
        { product: 'sugar', amount: 2.5 },
      ],
    });
  });
});
