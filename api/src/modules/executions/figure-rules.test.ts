import { valueSum } from '@agrocadena/contracts';
import { movedAmount, orderFigureLines, outputShares, runFigureLines, type RunCosting } from './figure-rules';

const cheeseRun: RunCosting = {
  finalCost: '150000.0000',
  expected: [
    { product: 'cheese', amount: '10.00' },
    { product: 'whey', amount: '40.00' },
  ],
  made: [
    { product: 'cheese', amount: '9.50' },
    { product: 'whey', amount: '42.00' },
  ],
  consumed: [
    { product: 'milk', amount: '100.00', unitCost: '1200.0000' },
    { product: 'rennet', amount: '0.25', unitCost: '8000.5000' },
  ],
  // At completion cheese was priced 30,000 and whey 500: 285,000 + 21,000 of sales value, so the
  // completion's split gave cheese 139,705.8823 (14,705.8823 a Kg) and whey 10,294.1177 (245.0980).
  stocked: [
    { product: 'cheese', amount: '9.50', unitCost: '14705.8823' },
    { product: 'whey', amount: '42.00', unitCost: '245.0980' },
  ],
};

describe("a run's figures", () => {
  const figures = runFigureLines(cheeseRun);

  it('values each input consumed at what it left stock at', () => {
    expect(figures.inputs).toEqual([
      { product: 'milk', amount: '100.00', cost: '120000.0000' },
      { product: 'rennet', amount: '0.25', cost: '2000.1250' },
    ]);
  });

  it('gives each output its yield, its share of the final cost as the ledger valued it, and that share per unit made', () => {
    expect(figures.outputs).toEqual([
      // Within a few ten-thousandths of a peso of the completion's own split (the ledger keeps unit costs to 4 decimals).
      { product: 'cheese', expected: '10.00', actual: '9.50', yieldPercent: '95.0', cost: '139705.8838', unitCost: '14705.8825' },
      { product: 'whey', expected: '40.00', actual: '42.00', yieldPercent: '105.0', cost: '10294.1162', unitCost: '245.0980' },
    ]);
    // The shares add up exactly to the final cost (the last takes the rounding).
    expect(valueSum(...figures.outputs.map((o) => o.cost))).toBe('150000.0000');
  });

  it('keeps the split of the day it was stocked, whatever the prices are now', () => {
    // Shares follow the ledger's values, not today's prices nor an amount split (9.5 : 42 would give cheese 27,669.90).
    const [cheese] = outputShares('150000', cheeseRun.made, cheeseRun.stocked);
    expect(cheese).toBe('139705.8838');
  });

  it('splits by amount when an output has no ledger row (goods received into another product)', () => {
    expect(outputShares('100', cheeseRun.made, [cheeseRun.stocked[0]])).toEqual(['18.4466', '81.5534']);
  });

  it('shows an aborted run that made nothing with a yield of 0 and no cost per unit', () => {
    const aborted = runFigureLines({ ...cheeseRun, finalCost: '122000', made: [], stocked: [] });
    expect(aborted.outputs[0]).toEqual({ product: 'cheese', expected: '10.00', actual: '0.00', yieldPercent: '0.0', cost: '0.0000', unitCost: null });
  });

  it('lists an output made but not expected after the expected ones, without a yield', () => {
    const extra = runFigureLines({ ...cheeseRun, made: [...cheeseRun.made, { product: 'butter', amount: '1.00' }], stocked: [] });
    expect(extra.outputs.map((o) => [o.product, o.yieldPercent])).toEqual([
      ['cheese', '95.0'],
      ['whey', '105.0'],
      ['butter', null],
    ]);
  });

  it('reads a consumption change as the amount that left', () => {
    expect(movedAmount('-12.50')).toBe('12.50');
    expect(movedAmount('3')).toBe('3.00');
  });
});

describe("an order's figures", () => {
  // Step 1 pasteurises 100 Lt of milk (cost 120,000); step 2 makes cheese from 80 Lt of it plus rennet.
  const pasteurise = runFigureLines({
    finalCost: '120000',
    expected: [{ product: 'pasteurised', amount: '100.00' }],
    made: [{ product: 'pasteurised', amount: '100.00' }],
    consumed: [{ product: 'milk', amount: '100.00', unitCost: '1100.0000' }],
    stocked: [{ product: 'pasteurised', amount: '100.00', unitCost: '1200.0000' }],
  });
  const cheese = runFigureLines({
    finalCost: '106000',
    expected: [{ product: 'cheese', amount: '10.00' }],
    made: [{ product: 'cheese', amount: '8.00' }],
    consumed: [
      { product: 'pasteurised', amount: '80.00', unitCost: '1200.0000' },
      { product: 'rennet', amount: '1.00', unitCost: '10000.0000' },
    ],
    stocked: [{ product: 'cheese', amount: '8.00', unitCost: '13250.0000' }],
  });
  const plan = [{ product: 'cheese', amount: '10.00' }];

  it('counts what a later step consumed of an earlier one once', () => {
    const order = orderFigureLines(
      [
        { finalCost: '120000', figures: pasteurise },
        { finalCost: '106000', figures: cheese },
      ],
      plan,
    );
    expect(order.stepsCost).toBe('226000.0000');
    expect(order.reusedCost).toBe('96000.0000');
    expect(order.totalCost).toBe('130000.0000');
  });

  it('delivers its plan against what was made, then what it left in stock, their costs adding up to the total', () => {
    const order = orderFigureLines(
      [
        { finalCost: '120000', figures: pasteurise },
        { finalCost: '106000', figures: cheese },
      ],
      plan,
    );
    expect(order.outputs).toEqual([
      { product: 'cheese', expected: '10.00', actual: '8.00', yieldPercent: '80.0', cost: '106000.0000', unitCost: '13250.0000' },
      { product: 'pasteurised', expected: '0.00', actual: '20.00', yieldPercent: null, cost: '24000.0000', unitCost: '1200.0000' },
    ]);
    expect(valueSum(...order.outputs.map((o) => o.cost))).toBe(order.totalCost);
  });

  it('shows an order aborted before its last step with nothing of its plan made', () => {
    const order = orderFigureLines([{ finalCost: '120000', figures: pasteurise }], plan);
    expect(order.totalCost).toBe('120000.0000');
    expect(order.outputs[0]).toEqual({ product: 'cheese', expected: '10.00', actual: '0.00', yieldPercent: '0.0', cost: '0.0000', unitCost: null });
    expect(order.outputs[1]).toMatchObject({ product: 'pasteurised', actual: '100.00', cost: '120000.0000' });
  });

  it('without a plan, stands the runs’ own expectations for it', () => {
    const order = orderFigureLines([{ finalCost: '106000', figures: cheese }], null);
    expect(order.outputs).toEqual([
      { product: 'cheese', expected: '10.00', actual: '8.00', yieldPercent: '80.0', cost: '106000.0000', unitCost: '13250.0000' },
    ]);
  });

  it('takes no more than the order made: the rest of a consumption came from older stock', () => {
    const small = runFigureLines({
      finalCost: '30000',
      expected: [{ product: 'pasteurised', amount: '25.00' }],
      made: [{ product: 'pasteurised', amount: '25.00' }],
      consumed: [],
      stocked: [{ product: 'pasteurised', amount: '25.00', unitCost: '1200.0000' }],
    });
    const order = orderFigureLines(
      [
        { finalCost: '30000', figures: small },
        { finalCost: '106000', figures: cheese },
      ],
      plan,
    );
    expect(order.reusedCost).toBe('30000.0000');
    expect(order.totalCost).toBe('106000.0000');
  });
});
