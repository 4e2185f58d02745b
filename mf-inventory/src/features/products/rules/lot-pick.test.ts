import { chosenPick, freeOfLot, removalPreview } from './lot-pick';
import { aLot } from '../../../test/lots-fixtures';

const NOW = new Date('2026-03-10T15:00:00Z');
// In the order the server lists them: the earliest expiry first, then those without one.
const SPOILED = aLot({ _id: 'old', code: 'MAN-20260301-01', expiresOn: '2026-03-08', left: 2, amount: 2 });
const SOON = aLot({ _id: 'soon', code: 'MAN-20260302-01', expiresOn: '2026-03-12', left: 3, amount: 5, reserved: 1 });
const LATER = aLot({ _id: 'later', code: 'MAN-20260305-01', expiresOn: null, left: 4, amount: 4 });
const LOTS = [SPOILED, SOON, LATER];

describe('the lots a removal takes', () => {
  it('takes what is free of a lot: what is left, less what is reserved', () => {
    expect(freeOfLot(SOON)).toBe(2);
    expect(freeOfLot(aLot({ left: null, reserved: null }))).toBe(0);
  });

  it('throws the expired away first, then goes first-expiring-first, as the server does for a removal', () => {
    expect(removalPreview(LOTS, 5, NOW)).toEqual([
      { lot: 'old', code: 'MAN-20260301-01', amount: 2, expired: true },
      { lot: 'soon', code: 'MAN-20260302-01', amount: 2, expired: false },
      { lot: 'later', code: 'MAN-20260305-01', amount: 1, expired: false },
    ]);
    expect(removalPreview(LOTS, 1.5, NOW)).toEqual([{ lot: 'old', code: 'MAN-20260301-01', amount: 1.5, expired: true }]);
  });

  it('previews nothing for no amount, or more than the lots hold free', () => {
    expect(removalPreview(LOTS, null, NOW)).toBeNull();
    expect(removalPreview(LOTS, 0, NOW)).toBeNull();
    expect(removalPreview(LOTS, 9, NOW)).toBeNull();
  });
});

describe('the person’s own pick', () => {
  it('sends the lots given an amount, and is right when they add up within what each holds free', () => {
    expect(chosenPick(LOTS, 3, { old: null, soon: 2, later: 1 }, NOW)).toEqual({
      choices: [
        { lot: 'soon', amount: 2 },
        { lot: 'later', amount: 1 },
      ],
      total: 3,
      problem: null,
    });
  });

  it('says when a lot is asked for more than it holds free, or the lots do not add up to the removal', () => {
    expect(chosenPick(LOTS, 3, { soon: 3 }, NOW).problem).toEqual({ kind: 'aboveLot', lot: 'soon', free: '2.00' });
    expect(chosenPick(LOTS, 3, { soon: 1, later: 1 }, NOW)).toMatchObject({ total: 2, problem: { kind: 'total', chosen: '2.00' } });
  });
});
