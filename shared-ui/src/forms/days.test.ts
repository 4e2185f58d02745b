import { isDayAfterToday, isDayFromToday, todayDate, tomorrowDate } from './days';

describe('isDayFromToday', () => {
  const now = new Date('2026-03-10T20:30:00Z');

  it('takes today or a later day, written yyyy-MM-dd', () => {
    expect(todayDate(now)).toBe('2026-03-10');
    expect(isDayFromToday('2026-03-10', now)).toBe(true);
    expect(isDayFromToday('2026-04-01', now)).toBe(true);
  });

  it('refuses a past day, a blank and anything else', () => {
    expect(isDayFromToday('2026-03-09', now)).toBe(false);
    expect(isDayFromToday('', now)).toBe(false);
    expect(isDayFromToday(undefined, now)).toBe(false);
    expect(isDayFromToday('10/03/2026', now)).toBe(false);
  });

  it('counts today in Bogotá: at 21:00 there it is still today, though UTC is on tomorrow', () => {
    const bogotaEvening = new Date('2026-03-11T02:00:00Z');
    expect(todayDate(bogotaEvening)).toBe('2026-03-10');
    expect(isDayFromToday('2026-03-10', bogotaEvening)).toBe(true);
  });
});

describe('isDayAfterToday', () => {
  const now = new Date('2026-03-11T04:30:00Z');

  it('takes tomorrow or later, never today', () => {
    expect(tomorrowDate(now)).toBe('2026-03-11');
    expect(isDayAfterToday('2026-03-11', now)).toBe(true);
    expect(isDayAfterToday('2026-03-10', now)).toBe(false);
    expect(isDayAfterToday('soon', now)).toBe(false);
  });
});
