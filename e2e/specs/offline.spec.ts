// Fast on return and readable offline: the shell's service worker keeps what a person opened, and
// the persisted query cache keeps what they read. Fast at first sight: a visitor's landing page
// arrives drawn (config/prerender-pages.js), in the language they chose.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot, type Lang } from '../support/browser';
import { loginByApi } from '../support/session';
import { PHONE } from '../support/screens';
import { texts } from '../support/texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Resolves once the list the person read is kept in the browser (the query cache is written a moment after a change). */
async function listKept(page: Page, productName: string): Promise<void> {
  await page.waitForFunction((name) => (localStorage.getItem('AGROCADENA_QUERY_CACHE') ?? '').includes(name), productName);
}

/** Resolves once the service worker controls the page and holds every script the page has loaded. */
async function keptByServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => /\.js$/.test(new URL(url).pathname));
    const kept = await Promise.all(scripts.map((url) => caches.match(url)));
    return scripts.length > 0 && kept.every(Boolean) && Boolean(await caches.match('/__app-page'));
  });
}

describe.each<Lang>(['es', 'en'])('on return and offline (%s)', (lang) => {
  const t = texts[lang];

  test("a visitor's landing page shows before its scripts arrive, in their language; someone logged in gets the app's own", async () => {
    const { context, page } = await newVisitor(browser, lang, PHONE);
    await context.clearCookies();
    await page.goto('/');
    // The app tells the server the language this visitor chose (a cookie), as soon as it runs.
    await page.waitForFunction((language) => document.cookie.includes(`LANGUAGE=${language}`), lang);

    // The next visit without any of its scripts: what shows is what the server sent.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: t.shell.landing.title }).waitFor();
    await page.getByTestId('hero-login').getByText(t.shell.landing.login).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    await screenshot(page, lang, 'phone-landing-before-scripts');

    // Logged in: the landing with the way to their dashboard is the app's to draw, not the visitor's page.
    await page.unroute(/\.js(\?|$)/);
    await loginByApi(page, 'agro@demo.agrocadena.co');
    await page.goto('/');
    await page.getByTestId('hero-to-home').waitFor();
    await page.waitForFunction(() => document.cookie.includes('SIGNED_IN=1'));
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    expect(await page.locator('#root').innerHTML()).toBe('');
    await context.close();
  });

  test('a second visit takes the app from the phone; without a connection the last list opened still shows, with the offline banner', async () => {
    const { context, page } = await newVisitor(browser, lang, PHONE, { serviceWorkers: 'allow' });
    await loginByApi(page, 'agro@demo.agrocadena.co');
    await page.goto('/userProducts');
    const firstRow = page.locator('[data-testid^="product-row-"]').first();
    await firstRow.waitFor();
    const productName = (await firstRow.getAttribute('data-testid'))!.replace('product-row-', '');
    await keptByServiceWorker(page);

    // Second visit: the content-hashed scripts come from the service worker, not the network.
    const scripts: { url: string; fromServiceWorker: boolean }[] = [];
    page.on('response', (response) => {
      if (/\.[0-9a-f]{8,}\.js$/.test(new URL(response.url()).pathname))
        scripts.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
    });
    await page.reload();
    await page.getByTestId(`product-row-${productName}`).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((script) => !script.fromServiceWorker)).toEqual([]);

    // The connection drops: the same page opens again, read-only, and says so.
    await listKept(page, productName);
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId(`product-row-${productName}`).waitFor();
    const banner = page.getByTestId('offline-banner');
    await banner.getByText(t.common.offline.title).waitFor();
    await screenshot(page, lang, 'phone-offline-products');

    // Back online: the banner goes.
    await context.setOffline(false);
    await banner.waitFor({ state: 'detached' });
    await context.close();
  });
});
