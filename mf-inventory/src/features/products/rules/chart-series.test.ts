import { onRegionClock, stockSeries, timeRange } from './chart-series';
import { aMovement } from '../../../test/products-fixtures';

describe('stockSeries', () => {
  it('places each movement at its own time, oldest first, uneven gaps kept', () => {
    const series = stockSeries([
      aMovement({ _id: 'm3', date: '2026-03-01T15:45:00.000Z', amountAfter: 7, unitCostAfter: 5200.4 }),
      aMovement({ _id: 'm1', date: '2026-03-01T08:00:00.000Z', amountAfter: 10, unitCostAfter: 5000 }),
      aMovement({ _id: 'm2', date: '2026-03-01T08:20:00.000Z', amountAfter: 12, unitCostAfter: 5166.6 }),
    ]);
    // On the device's clock the points read Bogotá's (UTC−5): 03:00, 03:20 and 10:45.
    const times = [new Date(2026, 2, 1, 3, 0), new Date(2026, 2, 1, 3, 20), new Date(2026, 2, 1, 10, 45)].map((d) => d.getTime());
    expect(series.amounts).toEqual([
      { x: times[0], y: 10 },
      { x: times[1], y: 12 },
      { x: times[2], y: 7 },
    ]);
    expect(series.unitCosts.map((p) => p.y)).toEqual([5000, 5167, 5200]);
    expect(series.unitCosts.map((p) => p.x)).toEqual(times);
  });

  it.each(['Asia/Tokyo', 'America/Bogota', 'UTC'])('shows Bogotá’s hour and day on a device set to %s', (zone) => {
    const deviceZone = process.env.TZ;
    process.env.TZ = zone;
    try {
      // 02:30 on the 2nd in UTC is still the 1st, 21:30, in Bogotá; Tokyo's own clock would say the 2nd, 11:30.
      const shown = new Date(onRegionClock(Date.parse('2026-03-02T02:30:15.250Z')));
      expect([shown.getDate(), shown.getHours(), shown.getMinutes(), shown.getSeconds(), shown.getMilliseconds()]).toEqual([1, 21, 30, 15, 250]);
    } finally {
      process.env.TZ = deviceZone;
    }
  });

  it('charts nothing for no movements', () => {
    expect(stockSeries([])).toEqual({ amounts: [], unitCosts: [] });
  });

  it('spans the movements, or half a day either side of a single one', () => {
    const at = new Date(2026, 2, 1, 5, 0).getTime();
    const one = stockSeries([aMovement({ date: '2026-03-01T10:00:00.000Z' })]);
    expect(timeRange(one)).toEqual({ min: at - 12 * 3_600_000, max: at + 12 * 3_600_000 });
    const two = stockSeries([aMovement({ date: '2026-03-01T10:00:00.000Z' }), aMovement({ date: '2026-03-01T10:30:00.000Z' })]);
    expect(timeRange(two)).toEqual({ min: at, max: at + 30 * 60_000 });
  });
});
