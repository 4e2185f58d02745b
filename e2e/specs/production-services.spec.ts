import type { Browser, Locator, Page } from 'playwright-core';
import { pickOption } from '../support/antd';
import { launchBrowser, newVisitor, screenshot, type Lang } from '../support/browser';
import { freshEnterprise } from '../support/accounts';
import { apiAs, demoApi, demoProduct } from '../support/demo-api';
import { arepaKitchen, KITCHEN, LINE, mangoLine } from '../support/production-line';
import { completeOrderStep, howAndWhen } from '../support/production-steps';
import { eventually } from '../support/eventually';
import { screenFor } from '../support/screens';
import { loginByApi } from '../support/session';
import { texts } from '../support/texts';
import { addDays, regionToday } from '@agrocadena/contracts/core';

const SHOP = 'minorist@demo.agrocadena.co';
const DAIRY = 'enterprise@demo.agrocadena.co';
const SERVICE = 'Queso costeño por encargo';
const CHEESE = 'Queso costeño';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stateOf = async (id: string, as = SHOP) => (await demoApi<{ state: string }>(as, 'GET', `/requests/${id}`)).state;
/** The region's day `n` days from its today (a form's day, as a person in Atlántico would type it). */
const inDays = (n: number) => addDays(regionToday(), n);

/** The shop asks the dairy to make `amount` kilos of cheese, and the dairy's price is agreed: the journey starts where the dairy takes it on. */
async function cheeseAgreed(amount: number): Promise<string> {
  const services = await demoApi<{ _id: string; name: string }[]>(SHOP, 'GET', `/publicServices?name=${encodeURIComponent(SERVICE)}&skip=0&limit=12`);
  const service = services.find((s) => s.name === SERVICE) as { _id: string };
  const cheese = await demoProduct(DAIRY, CHEESE);
  const request = await demoApi<{ _id: string }>(SHOP, 'POST', '/createServiceRequest', {
    serviceId: service._id,
    products: [{ id: cheese._id, amount }],
    requiredDate: inDays(4),
  });
  await demoApi(DAIRY, 'POST', '/proposePriceRequest', { requestId: request._id, proposedPrice: 30000 * amount });
  await demoApi(SHOP, 'POST', '/acceptProposedPrice', { requestId: request._id });
  return request._id;
}

const requestRow = (page: Page, id: string): Locator => page.getByTestId(`request-row-${id}`);

describe.each<Lang>(['es', 'en'])('a production service carried out (%s)', (lang) => {
  const t = texts[lang];

  test('the dairy runs the shop’s cheese to order, completes it and delivers; the shop, watching live, receives it into its own cheese', async () => {
    const amount = lang === 'es' ? 4 : 3;
    const id = await cheeseAgreed(amount);
    const shopCheese = await demoProduct(SHOP, CHEESE);
    const dairy = await newVisitor(browser, lang, screenFor(lang));
    const shop = await newVisitor(browser, lang, screenFor(lang));
    await loginByApi(dairy.page, DAIRY);
    await loginByApi(shop.page, SHOP);
    // The shop watches its requests on course: this one is not there yet.
    await shop.page.goto('/acceptedRequestsToOtherUser');
    await shop.page.getByTestId('sent-onCourse-requests-table').waitFor();

    // The dairy accepts: the start wizard opens with the request, what was asked filled in.
    let page = dairy.page;
    await page.goto('/userRequests/received');
    await requestRow(page, id).getByTestId('request-acceptProductionService').click();
    await page.waitForURL((url) => url.pathname === '/startActivity' && url.searchParams.get('requestId') === id);
    await page.getByTestId('start-activity').getByText(SERVICE, { exact: false }).first().waitFor();
    await screenshot(page, lang, 'start-activity-for-request');
    await page.getByTestId('start-continue').click();
    await page.getByTestId('start-continue').click();
    await page.getByTestId('start-when-now').click();
    await page.getByTestId('start-submit').click();
    await page.waitForURL((url) => url.pathname === '/runningActivities');

    // Done for the shop: the row names the customer and the request, and aborting it says whose
    // order it would end before asking for the reason the shop will read.
    const shopUser = await demoApi<{ firstName: string; enterpriseName: string | null }>(SHOP, 'GET', '/users/:me');
    const shopName = shopUser.enterpriseName ?? shopUser.firstName;
    const customerCell = page.getByTestId('run-customer-cell').filter({ hasText: id.slice(-5) });
    expect(await customerCell.innerText()).toContain(shopName);
    await page.locator('[data-testid^="run-row-"]').filter({ has: customerCell }).getByTestId('run-abort').click();
    expect(await page.getByTestId('abort-run-customer').innerText()).toContain(shopName);
    await screenshot(page, lang, 'abort-run-for-customer');
    await page.getByTestId('abort-run-dialog').getByText(t.common.actions.cancel).click();
    await page.getByTestId('abort-run-customer').waitFor({ state: 'hidden' });

    // The shop sees it under way without reloading.
    await requestRow(shop.page, id).getByText(t.requests.states.IN_PROGRESS).waitFor();
    await screenshot(shop.page, lang, 'sent-requests-production-under-way');

    // From the request, the dairy completes the run behind it; no carrier this time.
    await page.goto('/acceptedRequestsToUser');
    const row = requestRow(page, id);
    await screenshot(page, lang, 'received-on-course-production');
    await row.getByTestId('request-run-complete').click();
    await page.waitForURL((url) => url.pathname === '/runningActivities');
    await page.getByTestId('complete-run-confirm').waitFor();
    await page.getByTestId(`finished-${CHEESE}`).fill(String(amount));
    await page.getByTestId('complete-run-confirm').click();
    await page.getByTestId('transport-question-confirm').waitFor();
    await screenshot(page, lang, 'transport-question');
    await page.getByTestId('transport-question-back').click();
    await page.getByTestId('transport-question-confirm').waitFor({ state: 'hidden' });
    await eventually(() => stateOf(id), 'PENDING_DELIVERY');

    // Delivered: the cheese leaves the dairy for the shop.
    await page.goto('/acceptedRequestsToUser');
    await requestRow(page, id).getByTestId('request-completeService').click();
    await page.getByTestId('completeService-request-confirm').click();
    await page.getByTestId('request-move-done-accept').click();
    await eventually(() => stateOf(id), 'SIMPLE_PENDING_RECEPTION');

    // The shop receives it into its own cheese.
    page = shop.page;
    await page.goto('/userRequests/sent');
    await requestRow(page, id).getByTestId('request-receive').click();
    await pickOption(page, page.getByTestId('receive-counterpart-0'), CHEESE);
    await screenshot(page, lang, 'receive-production-outputs');
    await page.getByTestId('receive-products-confirm').click();
    await page.getByTestId('request-move-done').getByText(t.requests.moves.done.receive).waitFor();
    expect(await stateOf(id)).toBe('COMPLETED');
    expect((await demoProduct(SHOP, CHEESE)).amount).toBe(shopCheese.amount + amount);
    await dairy.context.close();
    await shop.context.close();
  });
  test('the dairy outsources its pulping to a new plant, which proposes a price, runs it and delivers; the dairy’s run completes at that price', async () => {
    // A new plant with a mango line offers its pulping; the dairy adds it to its providers.
    const plantAccount = await freshEnterprise();
    await mangoLine(plantAccount);
    const plantActivities = await apiAs<{ _id: string; name: string }[]>(plantAccount, 'GET', '/users/:me/activities?skip=0&limit=20');
    const pulpingService = lang === 'es' ? 'Despulpado a maquila' : 'Toll pulping';
    await apiAs(plantAccount, 'POST', '/services', {
      name: pulpingService,
      type: 'PRODUCTION',
      public: true,
      activity: plantActivities.find((a) => a.name === LINE.pulping)?._id,
    });
    const plantUser = await apiAs<{ _id: string; enterpriseName: string }>(plantAccount, 'GET', '/users/:me');
    const dairyUser = await demoApi<{ _id: string }>(DAIRY, 'GET', '/users/:me');
    await demoApi(DAIRY, 'POST', '/addProvider', { userId: dairyUser._id, providerId: plantUser._id });
    const dairyPulping = (await demoApi<{ _id: string; name: string }[]>(DAIRY, 'GET', '/users/:me/activities?skip=0&limit=50')).find(
      (a) => a.name === 'Despulpado',
    ) as { _id: string };

    const dairy = await newVisitor(browser, lang, screenFor(lang));
    const plant = await newVisitor(browser, lang, screenFor(lang));
    await loginByApi(dairy.page, DAIRY);
    await loginByApi(plant.page, plantAccount.email, plantAccount.password);

    // The dairy's wizard: 6 Kg of raw pulp, by a provider, its pulp homologated with the plant's.
    let page = dairy.page;
    await page.goto(`/startActivity?activityId=${dairyPulping._id}`);
    await page.getByTestId('start-amount-Pulpa de mango cruda').fill('6');
    await page.getByTestId('start-continue').click();
    await page.getByTestId('start-how-outsourced').click();
    await pickOption(page, page.getByTestId('outsource-provider'), plantUser.enterpriseName);
    await page.getByTestId('outsource-required-date').fill(inDays(3));
    await screenshot(page, lang, 'start-outsourced');
    await page.getByTestId('start-continue').click();
    await pickOption(page, page.getByTestId('homologate-Pulpa de mango cruda'), LINE.pulp);
    await screenshot(page, lang, 'start-homologate');
    await page.getByTestId('start-send').click();
    await page.waitForURL((url) => url.pathname === '/scheduledActivities');
    const runs = await demoApi<{ _id: string; request: string; provider: { _id: string } | null }[]>(
      DAIRY,
      'GET',
      '/users/:me/scheduledActivities?skip=0&limit=50',
    );
    const outsourced = runs.find((run) => run.provider?._id === plantUser._id) as { _id: string; request: string };
    const id = outsourced.request;
    await page
      .getByTestId(`run-row-Despulpado`)
      .filter({ has: page.getByTestId('run-cancel-request') })
      .first()
      .waitFor();
    await screenshot(page, lang, 'scheduled-activities-outsourced');

    // The plant proposes its price; the dairy accepts it.
    page = plant.page;
    await page.goto('/userRequests/received');
    // What is to be priced heads the dialog: the goods and amounts, the day they are needed by.
    await requestRow(page, id).getByTestId('request-proposePrice').click();
    const facts = page.getByTestId('request-facts');
    expect(await facts.getByTestId('request-facts-asked').innerText()).toContain(`${LINE.pulp}: 6 Kg`);
    expect(await facts.innerText()).toContain(inDays(3));
    await screenshot(page, lang, 'propose-price-production');
    await page.getByTestId('propose-price-input').fill('90000');
    await page.getByTestId('propose-price-confirm').click();
    await page.getByTestId('request-move-done-accept').click();
    page = dairy.page;
    await page.goto('/userRequests/sent');
    await requestRow(page, id).getByTestId('request-acceptProposedPrice').click();
    await page.getByTestId('acceptProposedPrice-request-confirm').click();
    await page.getByTestId('request-move-done-accept').click();

    // The plant runs it now, from its received requests; the dairy's run shows it started.
    page = plant.page;
    await page.goto('/userRequests/received');
    await requestRow(page, id).getByTestId('request-acceptProductionService').click();
    await page.waitForURL((url) => url.pathname === '/startActivity');
    await page.getByTestId('start-continue').click();
    await page.getByTestId('start-continue').click();
    await page.getByTestId('start-when-now').click();
    await page.getByTestId('start-submit').click();
    await page.waitForURL((url) => url.pathname === '/runningActivities');
    await eventually(
      async () => (await demoApi<{ status: string }>(DAIRY, 'GET', `/executedActivities/${outsourced._id}`)).status,
      'OUTSOURCED_STARTED',
    );
    await dairy.page.goto('/runningActivities');
    await dairy.page
      .getByTestId('run-row-Despulpado')
      .filter({ has: dairy.page.getByTestId('run-outsourced') })
      .first()
      .waitFor();
    await screenshot(dairy.page, lang, 'running-activities-outsourced');

    // The plant completes and delivers; the dairy receives the pulp into its raw pulp.
    await page.goto('/acceptedRequestsToUser');
    await requestRow(page, id).getByTestId('request-run-complete').click();
    await page.getByTestId('complete-run-confirm').waitFor();
    await page.getByTestId(`finished-${LINE.pulp}`).fill('6');
    await page.getByTestId('complete-run-confirm').click();
    await page.getByTestId('transport-question-back').click();
    await eventually(() => stateOf(id, DAIRY), 'PENDING_DELIVERY');
    await page.goto('/acceptedRequestsToUser');
    await requestRow(page, id).getByTestId('request-completeService').click();
    await page.getByTestId('completeService-request-confirm').click();
    await page.getByTestId('request-move-done-accept').click();

    page = dairy.page;
    const rawPulp = await demoProduct(DAIRY, 'Pulpa de mango cruda');
    await page.goto('/userRequests/sent');
    await requestRow(page, id).getByTestId('request-receive').click();
    await pickOption(page, page.getByTestId('receive-counterpart-0'), 'Pulpa de mango cruda');
    await page.getByTestId('receive-products-confirm').click();
    await page.getByTestId('request-move-done').getByText(t.requests.moves.done.receive).waitFor();
    expect((await demoProduct(DAIRY, 'Pulpa de mango cruda')).amount).toBe(rawPulp.amount + 6);
    const done = await demoApi<{ status: string; finalCost: number }>(DAIRY, 'GET', `/executedActivities/${outsourced._id}`);
    expect(done).toMatchObject({ status: 'COMPLETED', finalCost: 90000 });
    await page.goto('/archivedActivities?archivedActivities=completed');
    await page.getByTestId('run-row-Despulpado').first().waitFor();
    await screenshot(page, lang, 'archived-outsourced');
    await dairy.context.close();
    await plant.context.close();
  });

  test('the README’s arepa kitchen, from a new account: its cheese step outsourced to the dairy from the order wizard; the order goes on once the cheese is received and ends with the arepas', async () => {
    const dairyUser = await demoApi<{ _id: string; enterpriseName: string }>(DAIRY, 'GET', '/users/:me');
    const account = await freshEnterprise();
    await arepaKitchen(account, dairyUser._id);
    const kitchen = await newVisitor(browser, lang, screenFor(lang));
    const page = kitchen.page;
    await loginByApi(page, account.email, account.password);

    // 40 arepas need 1 Kg of cheese, and there is neither cheese nor milk: the cheese step cannot
    // start here, and is offered to a provider.
    await page.goto('/userProcesses');
    await page.getByTestId(`process-row-${KITCHEN.process}`).getByTestId('process-start').click();
    await page.waitForURL((url) => url.pathname === '/startProcess');
    await page.getByTestId(`start-amount-${KITCHEN.arepas}`).fill('40');
    await page.getByTestId('start-calculate').click();
    const cheeseStep = page.getByTestId(`choice-${KITCHEN.cheeseStep}`);
    expect(await cheeseStep.getByTestId('choice-start').isDisabled()).toBe(true);
    await cheeseStep.getByTestId('choice-outsource').click();
    await page.getByTestId('start-how-outsourced').waitFor();
    await pickOption(page, page.getByTestId('outsource-provider'), dairyUser.enterpriseName);
    await pickOption(page, page.getByTestId('outsource-service'), SERVICE);
    await page.getByTestId('outsource-required-date').fill(inDays(2));
    await screenshot(page, lang, 'start-process-outsourced');
    await page.getByTestId('start-continue').click();
    await pickOption(page, page.getByTestId(`homologate-${KITCHEN.cheese}`), CHEESE);
    await page.getByTestId('start-send').click();
    await page.getByTestId('start-success-accept').click();
    await page.waitForURL((url) => url.pathname === '/scheduledProductionOrders');
    await page
      .locator('[data-testid^="order-row-"]')
      .filter({ has: page.getByTestId('run-outsourced') })
      .first()
      .waitFor();
    await screenshot(page, lang, 'scheduled-order-outsourced');

    // The dairy prices it, the kitchen agrees, the dairy makes the kilo and delivers it.
    const [outsourced] = await apiAs<{ _id: string; request: string }[]>(account, 'GET', '/users/:me/scheduledActivities?skip=0&limit=12');
    const id = outsourced.request;
    await demoApi(DAIRY, 'POST', '/proposePriceRequest', { requestId: id, proposedPrice: 30000 });
    await apiAs(account, 'POST', '/acceptProposedPrice', { requestId: id });
    const accepted = await demoApi<{ run: { _id: string } }>(DAIRY, 'POST', '/acceptServiceRequest', { requestId: id });
    const dairyRun = await demoApi<{ runningCost: number }>(DAIRY, 'GET', `/executedActivities/${accepted.run._id}`);
    const dairyCheese = await demoProduct(DAIRY, CHEESE);
    await demoApi(DAIRY, 'POST', '/completeActivity', {
      executedActivityId: accepted.run._id,
      completedProducts: [{ product: dairyCheese._id, amount: 1 }],
      finalCost: Math.ceil(dairyRun.runningCost),
    });
    await demoApi(DAIRY, 'POST', '/completeServiceRequest', { requestId: id });

    // The kitchen receives it into its cheese: its step is done at the agreed price, and the order
    // waits for its next one.
    await page.goto('/userRequests/sent');
    await requestRow(page, id).getByTestId('request-receive').click();
    await pickOption(page, page.getByTestId('receive-counterpart-0'), KITCHEN.cheese);
    await page.getByTestId('receive-products-confirm').click();
    await page.getByTestId('request-move-done').getByText(t.requests.moves.done.receive).waitFor();
    await page.goto('/pausedProductionOrders');
    await page.getByTestId('paused-orders').getByText(t.production.orders.waitingNext).waitFor();
    await page.locator('[data-testid^="order-row-"]').first().getByTestId('order-next').click();
    const next = page.getByTestId('next-activity-dialog');
    await next.getByText(KITCHEN.arepaStep).waitFor();
    await next.getByTestId('next-activity-start').click();

    // The arepas, made of the cheese received and 5 Kg of flour: 40 at 46.000 (30.000 + 16.000).
    await page.waitForURL((url) => url.pathname === '/startActivity' && url.searchParams.has('productionOrder'));
    expect(await page.getByTestId(`start-amount-${KITCHEN.arepas}`).inputValue()).toBe('40');
    await page.getByTestId('start-continue').click();
    await howAndWhen(page, 'now');
    await page.waitForURL((url) => url.pathname === '/activeProductionOrders');
    await completeOrderStep(page, KITCHEN.arepas, '40', '0');
    await page.getByTestId('process-finished').getByText(t.common.success.processFinished).waitFor();
    const arepas = await apiAs<{ name: string; amount: number; stockValue: number }[]>(account, 'GET', '/users/:me/products?skip=0&limit=20');
    expect(arepas.find((product) => product.name === KITCHEN.arepas)).toMatchObject({ amount: 40, stockValue: 46000 });
    await screenshot(page, lang, 'kitchen-order-finished');
    await kitchen.context.close();
  });
});
