import type { StockMovement } from '@agrocadena/contracts';
import { regionDateTime } from '@agrocadena/contracts/core';

/** A point of a time-axis line: when (epoch milliseconds) and the value from then on. */
export interface TimePoint {
  x: number;
  y: number;
}

export interface StockSeries {
  /** The stock level after each movement, oldest first. */
  amounts: TimePoint[];
  /** The weighted-average unit cost after each movement, whole pesos. */
  unitCosts: TimePoint[];
}

/**
 * An instant moved so that a formatter working in the device's zone (Chart.js' date adapter) reads
 * the region's clock at it: the chart's hours and days are Bogotá's on a phone set to any zone
 * (docs/domain.md#dates).
 */
export function onRegionClock(at: number): number {
  const wallClock = Date.parse((regionDateTime(at) ?? '').replace(' ', 'T'));
  return wallClock + (at % 60_000);
}

/**
 * The statistics chart's points: one per ledger row, placed at the moment it happened on the
 * region's clock (three movements in one morning sit as close together as they were, not a day apart).
 */
export function stockSeries(movements: StockMovement[]): StockSeries {
  const ordered = movements.map((m) => ({ m, at: onRegionClock(Date.parse(m.date)) })).sort((a, b) => a.at - b.at);
  return {
    amounts: ordered.map(({ m, at }) => ({ x: at, y: m.amountAfter })),
    unitCosts: ordered.map(({ m, at }) => ({ x: at, y: Math.round(m.unitCostAfter) })),
  };
}

const HALF_A_DAY_MS = 12 * 3_600_000;

/** The time axis' ends: the movements' span, or a day around a single moment (a zero span has no ticks). */
export function timeRange({ amounts }: StockSeries): { min: number; max: number } | null {
  if (amounts.length === 0) return null;
  const min = amounts[0].x;
  const max = amounts[amounts.length - 1].x;
  return min === max ? { min: min - HALF_A_DAY_MS, max: max + HALF_A_DAY_MS } : { min, max };
}
