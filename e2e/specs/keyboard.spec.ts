import type { Browser, Locator, Page } from 'playwright-core';
import { addDays, regionToday } from '@agrocadena/contracts/core';
import { amountTimesPrice } from '@agrocadena/contracts/rules';
import { launchBrowser, newVisitor, screenshot, type Lang } from '../support/browser';
import { demoApi, demoProduct } from '../support/demo-api';
import { onAPhone, screenFor } from '../support/screens';
import { DEMO_PASSWORD } from '../support/session';

// The dairy's day done with the keyboard alone (docs/accessibility.md#keyboard): no click, no
// tap — Tab, Shift+Tab, Enter, typing and Escape — on a laptop in Spanish and a phone in English.
const DAIRY = 'enterprise@demo.agrocadena.co';
const SHOP = 'minorist@demo.agrocadena.co';
const CONSUMER = 'requester@demo.agrocadena.co';
const SERVICE = 'Maquila de pulpa de mango';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const holdsFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

/**
 * Presses Tab until `target` has the keyboard, as a person would walk the page to it; fails when
 * it is not reached within `most` presses (it cannot be reached, or only with an unreasonable walk).
 */
async function tabTo(page: Page, target: Locator, most = 120): Promise<void> {
  await target.first().waitFor();
  for (let presses = 0; presses <= most; presses++) {
    if (await holdsFocus(target.first())) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} not reached with ${most} presses of Tab`);
}

/** Confirms a request's move from its dialog (`confirm`), then closes the "done" message, by keyboard. */
async function confirmMove(page: Page, confirm: string): Promise<void> {
  await tabTo(page, page.getByTestId(confirm));
  await page.keyboard.press('Enter');
  const done = page.getByTestId('request-move-done');
  await done.waitFor();
  await tabTo(page, page.getByTestId('request-move-done-accept'));
  await page.keyboard.press('Enter');
  await done.waitFor({ state: 'hidden' });
}

const pageIsInert = (page: Page) => page.evaluate(() => document.getElementById('root')?.hasAttribute('inert') ?? false);

describe.each<Lang>(['es', 'en'])('a dairy works with the keyboard alone (%s)', (lang) => {
  test('logs in, reaches its products through the menu, uses the stock dialog and leaves it with Escape, accepts a request and proposes a price', async () => {
    // What waits for the dairy today: a shop asks for whey, a consumer for mango pulp made to order.
    const whey = await demoProduct(DAIRY, 'Suero costeño');
    await demoApi(SHOP, 'POST', '/requestProduct', { productId: whey._id, amount: 2, proposedPrice: amountTimesPrice(2, whey.price ?? 0) });
    const services = await demoApi<{ _id: string; name: string; outputProducts: { _id: string }[] }[]>(
      CONSUMER,
      'GET',
      `/publicServices?name=${encodeURIComponent(SERVICE)}&skip=0&limit=12`,
    );
    const service = services.find((s) => s.name === SERVICE)!;
    await demoApi(CONSUMER, 'POST', '/createServiceRequest', {
      serviceId: service._id,
      products: [{ id: service.outputProducts[0]._id, amount: 12 }],
      requiredDate: addDays(regionToday(), 6),
    });

    const { context, page } = await newVisitor(browser, lang, screenFor(lang));
    const keys = page.keyboard;

    // Log in: the fields and the button in the order they are read, once the app is live (the page
    // arrives drawn, its fields disabled until then).
    await page.goto('/login');
    await page.locator('[data-testid="login-email"]:not([disabled])').waitFor();
    await tabTo(page, page.getByTestId('login-email'));
    await keys.type(DAIRY);
    await tabTo(page, page.getByTestId('login-password'));
    await keys.type(DEMO_PASSWORD);
    await keys.press('Enter');
    await page.getByTestId('home-tips').waitFor();

    // The menu: on a laptop its link in the top bar; on a phone the menu button opens the drawer.
    if (onAPhone(page)) {
      await tabTo(page, page.getByTestId('dashboard-menu-button'));
      await keys.press('Enter');
      await tabTo(page, page.locator('[data-testid="dashboard-drawer"] a[href="/userProducts"]'));
    } else {
      await tabTo(page, page.getByTestId('nav-inventory'));
    }
    await keys.press('Enter');
    await page.waitForURL((url) => url.pathname === '/userProducts');

    await tabTo(page, page.getByTestId(`product-row-${whey.name}`).getByTestId('product-link'));
    await keys.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/products/'));

    // The stock dialog: opened from its button, the page behind it inert, Escape gives the keyboard back.
    const changeStock = page.getByTestId('detail-change-stock');
    await tabTo(page, changeStock);
    await keys.press('Enter');
    await page.getByTestId('stock-dialog').waitFor();
    expect(await pageIsInert(page)).toBe(true);
    await tabTo(page, page.getByTestId('stock-amount'));
    await keys.type('3');
    await keys.press('Escape');
    await page.getByTestId('stock-dialog').waitFor({ state: 'hidden' });
    await expect(holdsFocus(changeStock)).resolves.toBe(true);
    expect(await pageIsInert(page)).toBe(false);

    // … and used: 2 more, at their cost, saved from the keyboard.
    await keys.press('Enter');
    await tabTo(page, page.getByTestId('stock-amount'));
    await keys.type('2');
    await tabTo(page, page.getByTestId('stock-cost'));
    await keys.type('3000');
    await screenshot(page, lang, 'keyboard-stock-dialog');
    await tabTo(page, page.getByTestId('stock-save'));
    await keys.press('Enter');
    await page.getByTestId('stock-dialog').waitFor({ state: 'hidden' });
    await expect(holdsFocus(changeStock)).resolves.toBe(true);

    // The shop's request: accepted from its row.
    await page.goto('/userRequests/received');
    const rows = page.locator('[data-testid^="request-row-"]');
    await tabTo(page, rows.filter({ hasText: whey.name }).filter({ hasText: 'María Fernanda' }).getByTestId('request-acceptProduct'));
    await keys.press('Enter');
    await confirmMove(page, 'accept-product-confirm');

    // The consumer's order: a price proposed.
    const asked = rows
      .filter({ hasText: SERVICE })
      .filter({ hasText: 'Carlos Andrés' })
      .filter({ has: page.getByTestId('request-proposePrice') });
    const propose = asked.first().getByTestId('request-proposePrice');
    await tabTo(page, propose);
    await keys.press('Enter');
    await tabTo(page, page.getByTestId('propose-price-input'));
    await keys.type('88000');
    await screenshot(page, lang, 'keyboard-propose-price');
    await confirmMove(page, 'propose-price-confirm');
    await rows.filter({ hasText: SERVICE }).filter({ hasText: 'Carlos Andrés' }).getByTestId('request-cancelProposal').first().waitFor();
    await context.close();
  });
});
