import type { Browser, Locator, Page } from 'playwright-core';
import { pickOption } from '../support/antd';
import { freshEnterprise } from '../support/accounts';
import { launchBrowser, newVisitor, otherTimeZone, screenshot, type Lang } from '../support/browser';
import { samplePhoto } from '../support/files';
import { dashboardMenu, onAPhone, screenFor } from '../support/screens';
import { loginByApi } from '../support/session';
import { texts } from '../support/texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a page from a group of the dashboard menu: its pop-up on a laptop, the drawer on a phone. */
async function openFromMenu(page: Page, group: string, item: string) {
  const menu = await dashboardMenu(page);
  if (!onAPhone(page)) await menu.getByTestId(`nav-${group}`).hover();
  await page.locator(`[data-testid="nav-${group}.${item}"]:visible`).first().click();
}

/** Fills /createProduct with the fewest fields it needs and saves; its dialog returns to `goBack`. */
async function createProduct(page: Page, lang: Lang, name: string, unit: 'Kg' | 'Un') {
  const t = texts[lang];
  await page.getByTestId('create-product-form').waitFor();
  await pickOption(page, page.getByTestId('product-type'), t.common.productTypes.RAW_MATERIAL);
  await page.getByTestId('product-name').fill(name);
  await pickOption(page, page.getByTestId('product-unit'), `${unit} — ${t.common.units[unit]}`);
  await page.getByTestId('product-amount').fill('40');
  await page.getByTestId('product-total-cost').fill('80000');
  await page
    .getByTestId('product-image')
    .locator('input[type=file]')
    .setInputFiles(await samplePhoto(`${unit}.png`));
  await page.getByTestId('product-image-preview').waitFor();
  await page.getByTestId('product-save').click();
  await page.getByTestId('product-created-accept').click();
}

/** The archive's cheese batch seeded with a power cut (paused, resumed, completed), its details open. */
async function powerCutMilestones(page: Page): Promise<Locator> {
  await page.goto('/archivedActivities?archivedActivities=completed');
  const cheeseRuns = page.getByTestId('run-row-Cuajado y prensado del queso');
  await cheeseRuns.first().waitFor();
  const milestones = page.getByTestId('run-milestones');
  const powerCut = milestones.getByText('Planta eléctrica alquilada por medio día');
  // A journey run before this one may have completed cheese batches of its own: the seeded one had the power cut.
  for (const row of await cheeseRuns.all()) {
    await row.getByTestId('run-details').click();
    await milestones.waitFor();
    if (await powerCut.isVisible()) break;
    await page.keyboard.press('Escape');
    await page.getByTestId('run-details-dialog').waitFor({ state: 'hidden' });
  }
  await powerCut.waitFor();
  return milestones;
}

describe.each<Lang>(['es', 'en'])('an agro-industry describes its production (%s)', (lang) => {
  const t = texts[lang];
  const a = t.production.activities;

  test('a new enterprise creates its first activity through the products it lacks, edits and deletes it', async () => {
    const account = await freshEnterprise();
    const { context, page } = await newVisitor(browser, lang, screenFor(lang));
    await loginByApi(page, account.email, account.password);

    // An empty list invites the first activity.
    await page.goto('/userActivities');
    await page.getByTestId('activities-empty').getByText(a.list.empty).waitFor();
    await screenshot(page, lang, 'user-activities-empty');
    await page.getByTestId('create-first-activity').click();
    await page.waitForURL((url) => url.pathname === '/createActivity');

    // Nothing typed: the required fields are named.
    await page.getByTestId('activity-submit').click();
    await page.getByTestId('activity-form-error').getByText(t.common.validation.fillInTheRequiredFields).waitFor();

    // No products yet: what is typed survives the trip to create one.
    const activityName = lang === 'es' ? 'Despulpado' : 'Pulping';
    await page.getByTestId('activity-name').fill(activityName);
    await page.getByTestId('activity-description').fill(lang === 'es' ? 'Separar la pulpa de la semilla' : 'Separate the pulp from the stone');
    await page.getByTestId('no-products-prompt').getByText(a.noProducts.title).waitFor();
    await screenshot(page, lang, 'create-activity-no-products');
    await page.getByTestId('no-products-create').click();
    await page.waitForURL((url) => url.pathname === '/createProduct' && url.search === '?goBack=createActivity');
    const mango = lang === 'es' ? 'Mango de azúcar' : 'Sugar mango';
    await createProduct(page, lang, mango, 'Kg');
    await page.waitForURL((url) => url.pathname === '/createActivity');
    await page
      .getByTestId('activity-name')
      .and(page.locator(`[value="${activityName}"]`))
      .waitFor();
    await page.getByTestId('no-products-prompt').waitFor({ state: 'detached' });

    // The second product through the chooser's own link.
    await page.getByTestId('choose-outputProducts').click();
    await page.getByTestId('chooser-create-product').click();
    await page.waitForURL((url) => url.pathname === '/createProduct');
    const pulp = lang === 'es' ? 'Pulpa de mango' : 'Mango pulp';
    await createProduct(page, lang, pulp, 'Un');
    await page.waitForURL((url) => url.pathname === '/createActivity');

    // Products on one side only: the other is marked.
    await page.getByTestId('choose-inputProducts').click();
    await page.getByTestId('chooser-confirm').click();
    await page.getByTestId('chooser-error').getByText(t.common.validation.pleaseVerifyProducts).waitFor();
    await page.getByTestId(`chooser-amount-${mango}`).fill(lang === 'es' ? '2,5' : '2.5');
    await screenshot(page, lang, 'product-chooser');
    await page.getByTestId('chooser-confirm').click();
    await page.getByTestId('activity-duration').fill('3');
    await page.getByTestId('activity-submit').click();
    await page.getByTestId('activity-form-error').getByText(t.common.validation.selectTheProducts).waitFor();
    await page.getByTestId('choose-outputProducts').click();
    await page.getByTestId(`chooser-amount-${pulp}`).fill('2');
    await page.getByTestId('chooser-confirm').click();
    await page.getByTestId(`line-outputProducts-${pulp}`).waitFor();
    await screenshot(page, lang, 'create-activity');

    await page.getByTestId('activity-submit').click();
    await page.getByTestId('activity-created-dialog').getByText(t.common.success.activityCreated).waitFor();
    await screenshot(page, lang, 'activity-created');
    await page.getByTestId('activity-created-accept').click();
    await page.waitForURL((url) => url.pathname === '/userActivities');

    // The list shows the amounts as saved, in the language's way, and each side's shares.
    const row = page.getByTestId(`activity-row-${activityName}`);
    await row
      .getByTestId('sides-inputProducts')
      .getByText(new RegExp(`${mango}: 2${lang === 'es' ? ',' : '\\.'}5 Kg \\(100\\s?%\\)`))
      .waitFor();
    await screenshot(page, lang, 'user-activities');

    // Edit: a second input splits the side's weight.
    await row.getByTestId('activity-edit').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('choose-inputProducts').click();
    await page.getByTestId(`chooser-amount-${pulp}`).fill(lang === 'es' ? '7,5' : '7.5');
    await page.getByTestId('chooser-confirm').click();
    await dialog
      .getByTestId(`line-inputProducts-${pulp}`)
      .getByText(/75\s?%/)
      .waitFor();
    await screenshot(page, lang, 'edit-activity');
    await dialog.getByTestId('activity-submit').click();
    await row
      .getByTestId('sides-inputProducts')
      .getByText(new RegExp(`${mango}: 2${lang === 'es' ? ',' : '\\.'}5 Kg \\(25\\s?%\\)`))
      .waitFor();

    // Delete asks first; the list is empty again.
    await row.getByTestId('activity-delete').click();
    await page.getByText(a.delete.confirm.replace('{{name}}', activityName)).waitFor();
    await page.getByTestId('delete-activity-confirm').click();
    await page.getByTestId('activities-empty').waitFor();
    await context.close();
  });

  test('the dairy orders three of its activities into a process by dragging, edits and deletes it', async () => {
    const { context, page } = await newVisitor(browser, lang, screenFor(lang));
    await loginByApi(page, 'enterprise@demo.agrocadena.co');
    // Production → Processes in the menu: the overview counts what is defined and started.
    await page.goto('/home');
    await openFromMenu(page, 'production', 'processesOverview');
    await page.waitForURL((url) => url.pathname === '/processesOverview');
    await page.getByTestId('count-allProcesses').getByText(t.production.overview.allProcesses).waitFor();
    expect(await page.getByTestId('count-allProcesses').innerText()).toMatch(/^1\s/);
    // The demo's mango line has one order running its second activity.
    expect(await page.getByTestId('count-activeProcesses').innerText()).toMatch(/^1\s/);
    await screenshot(page, lang, 'processes-overview');
    await page.getByTestId('count-allProcesses').click();
    await page.waitForURL((url) => url.pathname === '/userProcesses');
    await page.getByTestId('process-row-Línea de pulpa de mango').waitFor();
    await screenshot(page, lang, 'user-processes');
    await page.getByTestId('add-process').click();
    await page.waitForURL((url) => url.pathname === '/createProcess');

    await page.getByTestId('process-submit').click();
    await page.getByTestId('process-form-error').getByText(t.common.validation.fillInTheRequiredFields).waitFor();
    const name = `${lang === 'es' ? 'Línea completa' : 'Full line'} ${Date.now().toString(36)}`;
    await page.getByTestId('process-name').fill(name);
    await page.getByTestId('process-description').fill(lang === 'es' ? 'Mango, queso y bollos' : 'Mango, cheese and bollos');
    // Picked in the wrong order…
    for (const activity of ['Pasteurización y empaque', 'Despulpado', 'Selección y lavado del mango']) {
      await pickOption(page, page.getByTestId('process-activity-picker'), activity, { search: true });
      await page.getByTestId(`step-${activity}`).waitFor();
    }
    const order = () => page.locator('[data-testid="process-steps"] > li').evaluateAll((items) => items.map((li) => li.getAttribute('data-testid')));
    // … put right with the keyboard: space lifts, arrows move, space drops …
    const selection = page.getByTestId('step-handle-Selección y lavado del mango');
    await selection.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="process-steps"] > li')?.getAttribute('data-testid') === 'step-Selección y lavado del mango',
    );
    // … and with the mouse.
    const pulping = await page.getByTestId('step-handle-Despulpado').boundingBox();
    const packing = await page.getByTestId('step-handle-Pasteurización y empaque').boundingBox();
    if (!pulping || !packing) throw new Error('the steps are not on screen');
    await page.mouse.move(pulping.x + pulping.width / 2, pulping.y + pulping.height / 2);
    await page.mouse.down();
    await page.mouse.move(pulping.x + pulping.width / 2, pulping.y - 10, { steps: 5 });
    await page.mouse.move(packing.x + packing.width / 2, packing.y + packing.height / 2 - 10, { steps: 10 });
    await page.mouse.up();
    await page.waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[data-testid="process-steps"] > li'))
          .map((li) => li.getAttribute('data-testid'))
          .join('|') === 'step-Selección y lavado del mango|step-Despulpado|step-Pasteurización y empaque',
    );
    expect(await order()).toEqual(['step-Selección y lavado del mango', 'step-Despulpado', 'step-Pasteurización y empaque']);
    await screenshot(page, lang, 'create-process');
    await page.getByTestId('process-submit').click();
    await page.getByTestId('process-created-accept').click();
    await page.waitForURL((url) => url.pathname === '/userProcesses');

    const row = page.getByTestId(`process-row-${name}`);
    await row.getByTestId('process-steps-cell').getByText('Pasteurización y empaque').waitFor();
    expect(await row.getByTestId('process-steps-cell').locator('li').allInnerTexts()).toEqual([
      'Selección y lavado del mango',
      'Despulpado',
      'Pasteurización y empaque',
    ]);
    // Edit: one activity out.
    await row.getByTestId('process-edit').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('step-remove-Despulpado').click();
    await screenshot(page, lang, 'edit-process');
    await dialog.getByTestId('process-submit').click();
    await page.waitForFunction(
      (rowId) => document.querySelector(`[data-testid="${rowId}"] [data-testid="process-steps-cell"]`)?.querySelectorAll('li').length === 2,
      `process-row-${name}`,
    );
    // Delete hides it.
    await row.getByTestId('process-delete').click();
    await page.getByTestId('delete-process-confirm').click();
    await row.waitFor({ state: 'detached' });

    await openFromMenu(page, 'production', 'activitiesOverview');
    await page.waitForURL((url) => url.pathname === '/activitiesOverview');
    await page.getByTestId('count-allActivities').getByText(t.production.overview.allActivities).waitFor();
    expect(await page.getByTestId('count-allActivities').innerText()).toMatch(/^5\s/);
    await screenshot(page, lang, 'activities-overview');
    await context.close();
  });

  test('the dairy reads its runs from the overview: running, paused, scheduled and the archive with its milestones', async () => {
    const { context, page } = await newVisitor(browser, lang, screenFor(lang));
    await loginByApi(page, 'enterprise@demo.agrocadena.co');
    await page.goto('/activitiesOverview');
    // The demo: the mango line's pulping runs as a step of an order.
    await page.getByTestId('count-activeActivities').click();
    await page.waitForURL((url) => url.pathname === '/runningActivities');
    await page.getByText(t.production.runs.lists.running.title).first().waitFor();
    const running = page.getByTestId('run-row-Despulpado');
    await running.waitFor();
    await screenshot(page, lang, 'running-activities');
    await running.getByTestId('run-complete').click();
    await page.getByTestId('complete-run-confirm').waitFor();
    await screenshot(page, lang, 'complete-run');
    await page.getByTestId('complete-run-dialog').getByText(t.common.actions.cancel).click();
    await running.getByTestId('run-pause').click();
    await page.getByTestId('pause-run-confirm').waitFor();
    await screenshot(page, lang, 'pause-run');
    await page.getByTestId('pause-run-dialog').getByText(t.common.actions.cancel).click();

    await page.goto('/pausedActivities');
    await page.getByTestId('run-row-Cuajado y prensado del queso').waitFor();
    await screenshot(page, lang, 'paused-activities');
    await page.goto('/scheduledActivities');
    await page.getByTestId('run-row-Elaboración de bollos de yuca').waitFor();
    await screenshot(page, lang, 'scheduled-activities');

    // The archive: the cheese batch paused for a power cut, resumed and completed.
    const milestones = await powerCutMilestones(page);
    expect(await milestones.locator('li').count()).toBe(4);
    // A milestone whose state is what its action says reads once ("Paused", not "Paused · Paused").
    await milestones.getByText(t.production.runs.milestones.pause, { exact: true }).waitFor();
    await screenshot(page, lang, 'archived-run-details');
    // The same milestones and scheduled day read on a device in another zone: the region's clock on both.
    const elsewhere = await newVisitor(browser, lang, screenFor(lang), { timeZone: otherTimeZone(lang) });
    await loginByApi(elsewhere.page, 'enterprise@demo.agrocadena.co');
    expect(await (await powerCutMilestones(elsewhere.page)).innerText()).toBe(await milestones.innerText());
    await elsewhere.page.goto('/scheduledActivities');
    const yucaBuns = (p: Page) => p.getByTestId('run-row-Elaboración de bollos de yuca').first();
    await yucaBuns(elsewhere.page).waitFor();
    await page.goto('/scheduledActivities');
    expect(await yucaBuns(elsewhere.page).innerText()).toBe(await yucaBuns(page).innerText());
    await elsewhere.context.close();

    // The mango line's orders: one on hold between its activities, one scheduled for tomorrow.
    await page.goto('/pausedProductionOrders');
    await page.getByTestId('paused-orders').getByText(t.production.orders.waitingNext).waitFor();
    await screenshot(page, lang, 'paused-production-orders');
    await page.goto('/scheduledProductionOrders');
    await page.locator('[data-testid^="order-row-"]').first().waitFor();
    await screenshot(page, lang, 'scheduled-production-orders');
    await context.close();
  });
});
