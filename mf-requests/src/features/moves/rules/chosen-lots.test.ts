import { chosenLots, chosenTotalProblem, lotOfServerField } from './chosen-lots';

describe('chosenLots', () => {
  it('sends the lots given more than 0, in the order shown', () => {
    expect(chosenLots(['a', 'b', 'c', 'd'], { c: 2, a: 1.5, b: 0, d: null })).toEqual([
      { lot: 'a', amount: 1.5 },
      { lot: 'c', amount: 2 },
    ]);
  });

  it('says what the lots add up to when it is not the amount, to the hundredth', () => {
    expect(
      chosenTotalProblem(
        [
          { lot: 'a', amount: 0.1 },
          { lot: 'b', amount: 0.2 },
        ],
        0.3,
      ),
    ).toBeNull();
    expect(chosenTotalProblem([{ lot: 'a', amount: 1 }], 2)).toBe(1);
  });
});

describe('lotOfServerField', () => {
  const sent = [
    { lot: 'a', amount: 1 },
    { lot: 'b', amount: 2 },
  ];
  it.each([
    ['lots.1.amount', { lot: 'b' }],
    ['lots.0.lot', { lot: 'a' }],
    ['/body/lots/1/amount', { lot: 'b' }],
    ['lots', 'list'],
    ['lots.5.amount', 'list'],
    ['amountAccepted', null],
    [undefined, null],
  ] as const)('places %s', (field, place) => {
    expect(lotOfServerField(field, sent)).toEqual(place);
  });
});
