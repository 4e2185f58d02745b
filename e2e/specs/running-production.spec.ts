import type { Browser, Locator, Page } from 'playwright-core';
import { freshEnterprise } from '../support/accounts';
import { launchBrowser, newVisitor, screenshot, type Lang } from '../support/browser';
import { LINE, mangoLine } from '../support/production-line';
import { completeOrderStep, howAndWhen } from '../support/production-steps';
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

/** The digits of what `testId` shows inside `scope` ("$ 1.538 / Kg" → 1538). */
const digits = async (scope: Page | Locator, testId: string) => (await scope.getByTestId(testId).first().innerText()).replace(/\D/g, '');

describe.each<Lang>(['es', 'en'])('an agro-industry runs its production (%s)', (lang) => {
  const t = texts[lang];

  test('a new plant makes packed pulp from raw mango through its process; a scheduled run holds its mango, is paused, resumed and aborted; a last run yields more than expected; the spent mango is retired', async () => {
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

    // Scheduled, it holds 10 of the 20 Kg of mango left: the list and the product page show on hand,
    // reserved and available side by side, and the stock dialog refuses to go below what is held.
    await page.goto('/userProducts');
    const mangoRow = page.getByTestId(`product-row-${LINE.mango}`);
    expect(await digits(mangoRow, 'product-levels-reserved')).toBe('10');
    expect(await digits(mangoRow, 'product-levels-available')).toBe('10');
    await mangoRow.getByTestId('product-link').click();
    expect(await digits(page, 'detail-reserved')).toBe('10');
    expect(await digits(page, 'detail-available')).toBe('10');
    await page.getByTestId('detail-change-stock').click();
    await page.getByTestId('stock-amount').fill('-15');
    await page.getByTestId('stock-exceeds').waitFor();
    await screenshot(page, lang, 'stock-below-reserved');
    await page.getByTestId('stock-save').click();
    await page.getByTestId('stock-exceeds').waitFor();
    await page.getByTestId('stock-cancel').click();
    await page.getByTestId('stock-dialog').waitFor({ state: 'hidden' });
    expect(await digits(page, 'detail-amount')).toBe('20');

    await page.goto('/scheduledActivities');
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
    // Below what it already cost (10.000 of mango and the 1.500 extra) is refused before sending.
    await page.getByTestId('run-final-cost').fill('1000');
    await page.getByTestId('abort-run-confirm').click();
    await page.locator('#abort-run_finalCost_help').getByText(t.production.runs.fields.belowRunningCost.split('{{')[0].trim()).waitFor();
    await screenshot(page, lang, 'abort-below-running-cost');
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
    await page.keyboard.press('Escape');
    await page.getByTestId('run-details-dialog').waitFor({ state: 'hidden' });

    // The last 10 Kg of mango gave more pulp than expected: 6,5 Kg for 6. All of it is recorded and
    // stocked, the dialog shows the difference, and the archive its cost per kilo (10.000 / 6,5).
    await page.goto('/userActivities');
    await page.getByTestId(`activity-row-${LINE.pulping}`).getByTestId('activity-start').click();
    await page.getByTestId(`start-amount-${LINE.pulp}`).fill('6');
    await page.getByTestId('start-continue').click();
    await howAndWhen(page, 'now');
    await page.waitForURL((url) => url.pathname === '/runningActivities');
    await page.getByTestId(`run-row-${LINE.pulping}`).getByTestId('run-complete').click();
    await page.getByTestId(`finished-${LINE.pulp}`).fill(lang === 'es' ? '6,5' : '6.5');
    await page.getByTestId('run-extra-cost').fill('0');
    const pulpYield = page.getByTestId(`yield-${LINE.pulp}`);
    expect(await pulpYield.innerText()).toContain(lang === 'es' ? '+0,5 Kg' : '+0.5 Kg');
    expect(await pulpYield.innerText()).toContain(lang === 'es' ? '108,3 %' : '108.3 %');
    await screenshot(page, lang, 'complete-above-expected');
    await page.getByTestId('complete-run-confirm').click();
    await page.getByTestId('runs-empty').waitFor();
    await page.goto('/archivedActivities?archivedActivities=completed');
    const made = page.getByTestId(`run-row-${LINE.pulping}`).first();
    expect(await digits(made, `run-unit-cost-${LINE.pulp}`)).toBe('1538');
    await screenshot(page, lang, 'archived-completed-runs');
    await page.goto('/userProducts');
    expect(await page.getByTestId(`product-row-${LINE.pulp}`).getByTestId('product-levels-amount').innerText()).toBe(
      lang === 'es' ? '6,5 Kg' : '6.5 Kg',
    );

    // The mango is spent and the pulping still names it: deleting it says so and offers to retire
    // it instead — gone from new use, its history kept.
    await page.getByTestId(`product-row-${LINE.mango}`).getByTestId('product-delete').click();
    await page.getByTestId('delete-confirm').click();
    await page.getByTestId('delete-uses').getByText(LINE.pulping).waitFor();
    await screenshot(page, lang, 'delete-product-in-use');
    await page.getByTestId('delete-retire').click();
    await page.getByTestId(`product-row-${LINE.mango}`).waitFor({ state: 'detached' });
    await context.close();
  });
});
