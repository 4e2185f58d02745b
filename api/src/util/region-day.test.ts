import { regionDay } from './region-day';

describe('regionDay', () => {
  test("is Colombia's day: at 02:00 UTC it is still the day before there", () => {
    expect(regionDay(new Date('2026-11-26T02:00:00Z'))).toBe('2026-11-25');
    expect(regionDay(new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-26');
    expect(regionDay(new Date('2026-11-26T02:00:00Z'), 1)).toBe('2026-11-26');
  });
});
