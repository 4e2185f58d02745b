import { changeStockLevel, initialLevel, type StockLevel } from '../../modules/stock/rules';
import type { HistoryPlan } from './product-catalogue';

export interface PlannedMovement {
  at: Date;
  reason: 'initial' | 'addition' | 'removal';
  delta: string;
  unitCost: string;
  after: StockLevel;
}

const DAY = 24 * 3600_000;

/** A small deterministic generator (mulberry32), seeded by the product's name: same seed, same history. */
function randomFrom(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.codePointAt(0)!) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A plausible ledger over the last ~120 days: a first lot, then sales or use that draw the stock
 * down and new lots (at drifting costs) when it runs low. Levels come from the same functions
 * POST /stock uses, so the product's final amount and cost equal the replay of its ledger.
 */
export function planStockHistory(seedText: string, plan: HistoryPlan, now: Date): PlannedMovement[] {
  const random = randomFrom(seedText);
  const firstDay = 112 + Math.floor(random() * 8);
  const lastDay = 1 + Math.floor(random() * 3);
  const count = plan.movements;
  const dateOf = (i: number) => {
    const daysAgo = firstDay - ((firstDay - lastDay) * i) / (count - 1);
    // Working hours, 7:00 to 17:00 of that day.
    const day = new Date(now.getTime() - Math.round(daysAgo) * DAY);
    day.setUTCHours(12 + Math.floor(random() * 10), Math.floor(random() * 60), 0, 0);
    return day;
  };

  let level = initialLevel(plan.lot, plan.unitCost);
  const movements: PlannedMovement[] = [{ at: dateOf(0), reason: 'initial', delta: level.amount, unitCost: level.unitCost, after: level }];
  for (let i = 1; i < count; i++) {
    const current = Number(level.amount);
    const last = i === count - 1;
    let newAmount: number;
    let cost: number | undefined;
    if (last && plan.outOfStock) {
      newAmount = 0;
    } else if (current < plan.lot * 0.35 || (random() < 0.25 && !last)) {
      const quantity = Math.max(1, Math.round(plan.lot * (0.6 + random() * 0.8)));
      const lotUnitCost = plan.unitCost * (1 + plan.trend * (i / (count - 1)) + (random() - 0.5) * 0.16);
      newAmount = current + quantity;
      cost = Math.max(1, Math.round(quantity * lotUnitCost));
    } else {
      // Sell or use 20–60 % of what is there, always leaving some.
      const quantity = Math.min(current - 1, Math.max(1, Math.round(current * (0.2 + random() * 0.4))));
      newAmount = current - quantity;
    }
    if (newAmount === current) continue;
    const change = changeStockLevel(level, newAmount, cost);
    level = change.after;
    movements.push({ at: dateOf(i), reason: change.reason, delta: change.delta, unitCost: change.movementUnitCost, after: level });
  }
  return movements;
}
