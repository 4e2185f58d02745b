import { currencySymbol, formatAmount, formatCOP } from './money';
import { formatDate, formatDateTime, formatDay, timeAgo } from './dates';
import { formatPlace } from './place';

// Intl puts a no-break space between symbol and number; compare what a person reads.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('money', () => {
  it('shows Colombian pesos without decimals, rounding any fraction', () => {
    expect(plain(formatCOP(1250000, 'es'))).toBe('$ 1.250.000');
    expect(plain(formatCOP(1250000.6, 'es'))).toBe('$ 1.250.001');
    expect(formatCOP(1250000, 'en')).toMatch(/^COP\s1,250,000$/);
    expect(formatCOP(null)).toBe('');
  });

  it('names the symbol it writes, for a money field to show before the pesos', () => {
    expect(currencySymbol('es')).toBe('$');
    expect(currencySymbol('en')).toBe('COP');
  });

  it('shows amounts with at most two decimals', () => {
    expect(formatAmount(12.3456, 'en')).toBe('12.35');
    expect(formatAmount(12.3456, 'es')).toBe('12,35');
    expect(formatAmount(3, 'es')).toBe('3');
  });
});

describe('dates', () => {
  it('formats yyyy-MM-dd and yyyy-MM-dd HH:mm on the region’s clock (Bogotá, UTC−5)', () => {
    const when = new Date('2026-11-22T12:05:00Z');
    expect(formatDate(when)).toBe('2026-11-22');
    expect(formatDateTime(when)).toBe('2026-11-22 07:05');
    expect(formatDateTime('2026-11-23T02:30:00.000Z')).toBe('2026-11-22 21:30');
    expect(formatDate('2026-11-23T02:30:00.000Z')).toBe('2026-11-22');
    expect(formatDate('2026-11-23')).toBe('2026-11-23');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('shows a picked day as picked, never as a time (the API keeps it as UTC midnight)', () => {
    expect(formatDay('2026-12-02T00:00:00.000Z')).toBe('2026-12-02');
    expect(formatDateTime('2026-12-02T00:00:00.000Z')).toBe('2026-12-01 19:00');
    expect(formatDay('2026-12-02')).toBe('2026-12-02');
    expect(formatDay(null)).toBe('');
    expect(formatDay('soon')).toBe('');
  });

  it('says how long ago in Spanish and English', () => {
    const now = new Date(2026, 10, 22, 12, 0);
    const threeHoursBefore = new Date(2026, 10, 22, 9, 0);
    expect(timeAgo(threeHoursBefore, 'es', now)).toBe('hace 3 horas');
    expect(timeAgo(threeHoursBefore, 'en', now)).toBe('3 hours ago');
  });
});

describe('places', () => {
  it('reads a place as the address, then its town', () => {
    expect(formatPlace({ address: 'Calle 72 #45-10', town: { name: 'Barranquilla' } })).toBe('Calle 72 #45-10, Barranquilla');
    expect(formatPlace(null)).toBe('');
  });
});
