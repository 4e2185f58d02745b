import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  addDays,
  dayOf,
  dayOfInput,
  daysUntil,
  isDay,
  isDayAfterToday,
  isDayFromToday,
  REGION_TIME_ZONE,
  regionDateTime,
  regionDay,
  regionToday,
  regionTomorrow,
  storedDay,
} from './calendar';

/**
 * What a device in `zone` answers to each probe (an expression over the calendar module `c`). Jest
 * gives a test a copy of process.env, so setting TZ in it reaches no Date: each zone gets a Node
 * process of its own, running this very source.
 */
function answersInZone(zone: string, probes: readonly string[]): { offsetMinutes: number; answers: unknown[] } {
  const module = ts.transpileModule(readFileSync(path.join(__dirname, 'calendar.ts'), 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const script = [
    'const exports = {};',
    module,
    'const c = exports;',
    `const answers = [${probes.join(', ')}];`,
    'process.stdout.write(JSON.stringify({ offsetMinutes: new Date(2026, 0, 1).getTimezoneOffset(), answers }));',
  ].join('\n');
  return JSON.parse(execFileSync(process.execPath, ['-e', script], { env: { ...process.env, TZ: zone }, encoding: 'utf8' }));
}

describe('whatever the device’s zone', () => {
  const probes: [string, unknown][] = [
    // 21:00 in Bogotá: already tomorrow in UTC and in Tokyo.
    ["c.regionToday(new Date('2026-11-26T02:00:00Z'))", '2026-11-25'],
    // 00:00 in Bogotá: still yesterday in Los Angeles.
    ["c.regionToday(new Date('2026-11-26T05:00:00Z'))", '2026-11-26'],
    ["c.regionTomorrow(new Date('2026-11-26T02:00:00Z'))", '2026-11-26'],
    ["c.isDayFromToday('2026-11-25', new Date('2026-11-26T02:00:00Z'))", true],
    ["c.isDayAfterToday('2026-11-25', new Date('2026-11-26T02:00:00Z'))", false],
    ["c.regionDateTime('2026-12-02T00:00:00.000Z')", '2026-12-01 19:00'],
    ["c.regionDateTime('2026-03-10T15:30:00.000Z')", '2026-03-10 10:30'],
    ["c.dayOf(c.storedDay('2026-12-02').toISOString())", '2026-12-02'],
    ["c.dayOfInput('2026-12-02T09:00:00+09:00')", '2026-12-01'],
    ["c.addDays('2026-12-31', 1)", '2027-01-01'],
  ];
  const expected = probes.map(([, answer]) => answer);

  test.each([
    ['Asia/Tokyo', -540],
    ['America/Los_Angeles', 480],
    ['UTC', 0],
    [REGION_TIME_ZONE, 300],
  ])('a device in %s sees the region’s days and clock', (zone, offsetMinutes) => {
    const seen = answersInZone(
      zone,
      probes.map(([probe]) => probe),
    );
    expect(seen.offsetMinutes).toBe(offsetMinutes);
    expect(seen.answers).toEqual(expected);
  });
});

describe('the region is Colombia (UTC−5, no daylight saving)', () => {
  test('today is the region’s day, whatever the device’s zone says', () => {
    // 21:00 in Bogotá: already tomorrow in UTC and in Tokyo.
    expect(regionToday(new Date('2026-11-26T02:00:00Z'))).toBe('2026-11-25');
    // 00:00 in Bogotá: still yesterday in Los Angeles.
    expect(regionToday(new Date('2026-11-26T05:00:00Z'))).toBe('2026-11-26');
    expect(regionTomorrow(new Date('2026-11-26T02:00:00Z'))).toBe('2026-11-26');
    expect(regionDay('2026-06-30T23:59:00-05:00')).toBe('2026-06-30');
  });

  test('an instant is shown on the region’s clock', () => {
    expect(regionDateTime('2026-12-02T00:00:00.000Z')).toBe('2026-12-01 19:00');
    expect(regionDateTime(new Date('2026-03-10T15:30:00.000Z'))).toBe('2026-03-10 10:30');
    expect(regionDateTime('2026-01-01T05:00:00.000Z')).toBe('2026-01-01 00:00');
    expect(regionDateTime('not a date')).toBeNull();
  });
});

describe('a day picked stays that day', () => {
  test('kept as its UTC midnight, it reads back as the same day', () => {
    const stored = storedDay('2026-12-02');
    expect(stored.toISOString()).toBe('2026-12-02T00:00:00.000Z');
    expect(dayOf(stored.toISOString())).toBe('2026-12-02');
    expect(dayOf('2026-12-02')).toBe('2026-12-02');
    // What a day looked like on a Bogotá clock before: the region's midnight.
    expect(dayOf('2026-12-02T05:00:00.000Z')).toBe('2026-12-02');
    expect(dayOf(null)).toBeNull();
    expect(dayOf('soon')).toBeNull();
  });

  test('a client’s day is taken as sent; a date-time with its zone is the region’s day it falls on', () => {
    expect(dayOfInput('2026-12-02')).toBe('2026-12-02');
    expect(dayOfInput('2026-12-01T20:30:00-05:00')).toBe('2026-12-01');
    expect(dayOfInput('2026-12-02T01:30:00.000Z')).toBe('2026-12-01');
    expect(dayOfInput('2026-12-02T09:00:00+09:00')).toBe('2026-12-01');
    expect(dayOfInput('2026-02-30')).toBeNull();
    expect(dayOfInput('yesterday')).toBeNull();
  });
});

describe('days', () => {
  test('a day is a real calendar day written YYYY-MM-DD', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('10/03/2026')).toBe(false);
    expect(isDay('2026-03-10T00:00:00Z')).toBe(false);
    expect(isDay(undefined)).toBe(false);
  });

  test('days are counted across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-10', 0)).toBe('2026-03-10');
  });

  test('how many days a day is from the region’s today, across a month, on the region’s clock', () => {
    // 21:30 in Bogotá on 2026-03-31 is already April in UTC: today is still the 31st there.
    const bogotaNight = new Date('2026-04-01T02:30:00Z');
    expect(daysUntil('2026-03-31', bogotaNight)).toBe(0);
    expect(daysUntil('2026-04-02', bogotaNight)).toBe(2);
    expect(daysUntil('2026-03-29', bogotaNight)).toBe(-2);
  });

  test('from today on takes today; after today does not', () => {
    const bogotaEvening = new Date('2026-03-11T02:30:00Z');
    expect(isDayFromToday('2026-03-10', bogotaEvening)).toBe(true);
    expect(isDayFromToday('2026-03-09', bogotaEvening)).toBe(false);
    expect(isDayAfterToday('2026-03-10', bogotaEvening)).toBe(false);
    expect(isDayAfterToday('2026-03-11', bogotaEvening)).toBe(true);
    expect(isDayFromToday('', bogotaEvening)).toBe(false);
    expect(isDayAfterToday('soon', bogotaEvening)).toBe(false);
  });
});
