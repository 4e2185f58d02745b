import type { Page } from 'playwright-core';
import { regionToday } from '@agrocadena/contracts/core';

/** Steps 2 and 3 of a start wizard: by me, then now or on the region's today. */
export async function howAndWhen(page: Page, when: 'now' | 'scheduled'): Promise<void> {
  await page.getByTestId('start-how-self').waitFor();
  await page.getByTestId('start-continue').click();
  await page.getByTestId(`start-when-${when}`).click();
  if (when === 'scheduled') await page.getByTestId('start-schedule-day').fill(regionToday());
  await page.getByTestId('start-submit').click();
}

/** Completes the one active order's current run with `amount` made and an extra cost. */
export async function completeOrderStep(page: Page, product: string, amount: string, extraCost: string): Promise<void> {
  const row = page.locator('[data-testid^="order-row-"]').first();
  await row.getByTestId('run-complete').click();
  await page.getByTestId(`finished-${product}`).fill(amount);
  await page.getByTestId('run-extra-cost').fill(extraCost);
  await page.getByTestId('complete-run-confirm').click();
}
