import { stockSeries, timeRange } from './chart-series';
import { aMovement } from '../../../test/products-fixtures';

describe('stockSeries', () => {
  it('places each movement at its own time, oldest first, uneven gaps kept', () => {
    const series = stockSeries([
      aMovement({ _id: 'm3', date: '2026-03-01T15:45:00.000Z', amountAfter: 7, unitCostAfter: 5200.4 }),
      aMovement({ _id: 'm1', date: '2026-03-01T08:00:00.000Z', amountAfter: 10, unitCostAfter: 5000 }),
      aMovement({ _id: 'm2', date: '2026-03-01T08:20:00.000Z', amountAfter: 12, unitCostAfter: 5166.6 }),
    ]);
    const times = ['2026-03-01T08:00:00.000Z', '2026-03-01T08:20:00.000Z', '2026-03-01T15:45:00.000Z'].map(Date.parse);
    expect(series.amounts).toEqual([
      { x: times[0], y: 10 },
      { x: times[1], y: 12 },
      { x: times[2], y: 7 },
    ]);
    expect(series.unitCosts.map((p) => p.y)).toEqual([5000, 5167, 5200]);
    expect(series.unitCosts.map((p) => p.x)).toEqual(times);
  });

  it('charts nothing for no movements', () => {
    expect(stockSeries([])).toEqual({ amounts: [], unitCosts: [] });
  });

  it('spans the movements, or half a day either side of a single one', () => {
    const at = Date.parse('2026-03-01T10:00:00.000Z');
    const one = stockSeries([aMovement({ date: '2026-03-01T10:00:00.000Z' })]);
    expect(timeRange(one)).toEqual({ min: at - 12 * 3_600_000, max: at + 12 * 3_600_000 });
    const two = stockSeries([aMovement({ date: '2026-03-01T10:00:00.000Z' }), aMovement({ date: '2026-03-01T10:30:00.000Z' })]);
    expect(timeRange(two)).toEqual({ min: at, max: at + 30 * 60_000 });
  });
});
