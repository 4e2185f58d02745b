import type { Browser, Page } from 'playwright-core';
import { freshEnterprise } from '../support/accounts';
import { launchBrowser, newVisitor, screenshot, type Lang } from '../support/browser';
import { LINE, mangoLine } from '../support/production-line';
import { screenFor } from '../support/screens';
import { loginByApi } from '../support/session';
import { texts } from '../support/texts';
import { regionToday } from '@agrocadena/contracts/core';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Today as a date field takes it: the region's day (yyyy-MM-dd), whatever zone the browser is in. */
const today = () => regionToday();

/** Steps 2 and 3 of a start wizard: by me, then now or on today's date. */
async function howAndWhen(page: Page, when: 'now' | 'scheduled') {
  await page.getByTestId('start-how-self').waitFor();
  await page.getByTestId('start-continue').click();
  await page.getByTestId(`start-when-${when}`).click();
  if (when === 'scheduled') await page.getByTestId('start-schedule-day').fill(today());
  await page.getByTestId('start-submit').click();
}

/** Completes the one active order's current run with `amount` made and an extra cost. */
async function completeOrderStep(page: Page, product: string, amount: string, extraCost: string) {
  const row = page.locator('[data-testid^="order-row-"]').first();
  await row.getByTestId('run-complete').click();
  await page.getByTestId(`finished-${product}`).fill(amount);
  await page.getByTestId('run-extra-cost').fill(extraCost);
  await page.getByTestId('complete-run-confirm').click();
}

describe.each<Lang>(['es', 'en'])('an agro-industry runs its production (%s)', (lang) => {
  const t = texts[lang];

  test('a new plant makes packed pulp from raw mango through its process, then schedules, pauses, resumes and aborts a run', async () => {
    const account = await freshEnterprise();
    await mangoLine(account);
    const { context, page } = await newVisitor(browser, lang, screenFor(lang));
    await loginByApi(page, account.email, account.password);

    // The process for 12 boxes: short of pulp, the pulping that makes it can start.
    await page.goto('/userProcesses');
    await page.getByTestId(`process-row-${LINE.process}`).getByTestId('process-start').click();
    await page.waitForURL((url) => url.pathname === '/startProcess');
    await page.getByTestId('start-calculate').click();
    await page.getByTestId('start-step-error').getByText(t.common.validation.enterAmountToProduce).waitFor();
    await page.getByTestId(`start-amount-${LINE.boxes}`).fill('12');
    await page.getByTestId('start-calculate').click();
    const pulpNeed = page.getByTestId(`need-${LINE.pulp}`);
    await pulpNeed.waitFor();
    expect(await pulpNeed.getAttribute('data-short')).toBe('true');
    expect(await page.getByTestId(`choice-${LINE.packing}`).getByTestId('choice-start').isDisabled()).toBe(true);
    await page.getByTestId('start-continue').click();
    await page.getByTestId('start-step-error').getByText(t.common.validation.chooseActivity).waitFor();
    await screenshot(page, lang, 'start-process-short');
    await page.getByTestId(`choice-${LINE.pulping}`).getByTestId('choice-start').click();
    await howAndWhen(page, 'now');
    await page.getByTestId('start-success-accept').click();

    // The order runs its pulping: completed with 6 Kg of pulp and 2.000 more, it asks for the packing.
    await page.waitForURL((url) => url.pathname === '/activeProductionOrders');
    await page.getByTestId('active-orders').getByText(LINE.pulping).waitFor();
    await screenshot(page, lang, 'active-production-orders');
    await completeOrderStep(page, LINE.pulp, '6', '2000');
    const next = page.getByTestId('next-activity-dialog');
    await next.getByText(LINE.packing).waitFor();
    await screenshot(page, lang, 'next-activity');
    await next.getByTestId('next-activity-start').click();

    // The packing, pre-filled from the order: 12 boxes need the 6 Kg of pulp just made.
    await page.waitForURL((url) => url.pathname === '/startActivity' && url.searchParams.has('productionOrder'));
    expect(await page.getByTestId(`start-amount-${LINE.boxes}`).inputValue()).toBe('12');
    expect(await page.getByTestId(`need-${LINE.pulp}`).getAttribute('data-short')).toBe('false');
    await screenshot(page, lang, 'start-next-activity');
    await page.getByTestId('start-continue').click();
    await howAndWhen(page, 'now');
    await page.waitForURL((url) => url.pathname === '/activeProductionOrders');
    await page.getByTestId('active-orders').getByText(LINE.packing).waitFor();
    await completeOrderStep(page, LINE.boxes, '12', '0');
    await page.getByTestId('process-finished').getByText(t.common.success.processFinished).waitFor();
    await screenshot(page, lang, 'process-finished');

    // The boxes: 12 made at the order's cost — 10 Kg of mango (10.000) and the 2.000 extra.
    await page.goto('/userProducts');
    await page.getByTestId(`product-row-${LINE.boxes}`).getByTestId('product-link').click();
    await page.getByTestId('detail-amount').getByText('12 Un').waitFor();
    expect((await page.getByTestId('detail-unit-cost').innerText()).replace(/\D/g, '')).toBe('1000');
    await page.getByTestId('movement-row').filter({ hasText: LINE.packing }).first().waitFor();
    await screenshot(page, lang, 'product-after-production');

    // The finished order, from the overview: what it made and what it cost, step by step — 12.000 in
    // all, the pulp made by its first step counted once.
    await page.goto('/processesOverview');
    await page.getByTestId('count-completedProcesses').click();
    await page.waitForURL((url) => url.pathname === '/archivedProductionOrders');
    const finished = page.locator('[data-testid^="order-row-"]').first();
    await finished.getByTestId(`order-output-${LINE.boxes}`).waitFor();
    expect((await finished.getByTestId('order-row-total-cost').innerText()).replace(/\D/g, '')).toBe('12000');
    await screenshot(page, lang, 'finished-production-orders');
    await finished.getByTestId('order-details').click();
    const figures = page.getByTestId('order-figures-dialog');
    await figures.getByTestId('order-figure-step-2').waitFor();
    expect((await figures.getByTestId('order-total-cost').innerText()).replace(/\D/g, '')).toBe('12000');
    await screenshot(page, lang, 'finished-order-figures');
    await page.keyboard.press('Escape');
    await figures.waitFor({ state: 'hidden' });

    // A pulping scheduled for today, started from the list, paused, resumed with 1.500 more, aborted.
    await page.goto('/userActivities');
    await page.getByTestId(`activity-row-${LINE.pulping}`).getByTestId('activity-start').click();
    await page.getByTestId(`start-amount-${LINE.pulp}`).fill('6');
    await page.getByTestId('start-continue').click();
    await howAndWhen(page, 'scheduled');
    await page.waitForURL((url) => url.pathname === '/scheduledActivities');
    const scheduled = page.getByTestId(`run-row-${LINE.pulping}`);
    await scheduled.getByTestId('run-start').click();
    await page.getByTestId('start-run-confirm').click();
    await page.getByTestId('runs-empty').waitFor();

    await page.goto('/runningActivities');
    await page.getByTestId(`run-row-${LINE.pulping}`).getByTestId('run-pause').click();
    await page.getByTestId('run-reason').fill(lang === 'es' ? 'Lluvia en la planta' : 'Rain in the plant');
    await page.getByTestId('run-resume-date').fill(today());
    await page.getByTestId('pause-run-confirm').click();
    await page.getByTestId('runs-empty').waitFor();

    await page.goto('/pausedActivities');
    await page.getByTestId(`run-row-${LINE.pulping}`).getByTestId('run-restart').click();
    await page.getByTestId('run-extra-cost').fill('1500');
    await page.getByTestId('resume-run-confirm').click();
    await page.getByTestId('resume-run-question').waitFor();
    await page.getByTestId('resume-run-confirm').click();
    await page.getByTestId('runs-empty').waitFor();

    await page.goto('/runningActivities');
    await page.getByTestId(`run-row-${LINE.pulping}`).getByTestId('run-abort').click();
    await page.getByTestId('run-reason').fill(lang === 'es' ? 'Fruta dañada' : 'Damaged fruit');
    await page.getByTestId('run-final-cost').fill('11500');
    await page.getByTestId('abort-run-confirm').click();
    await page.getByTestId('runs-empty').waitFor();

    // The archive keeps the whole story: created, started, paused, resumed, aborted.
    await page.goto('/archivedActivities?archivedActivities=aborted');
    await page.getByTestId(`run-row-${LINE.pulping}`).getByTestId('run-details').click();
    const milestones = page.getByTestId('run-milestones');
    await milestones.getByText(lang === 'es' ? 'Fruta dañada' : 'Damaged fruit').waitFor();
    expect(await milestones.locator('li').count()).toBe(5);
    await screenshot(page, lang, 'archived-aborted-run');
    await context.close();
  });
});
