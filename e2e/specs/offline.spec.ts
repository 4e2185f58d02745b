// Fast on return and readable offline: the shell's service worker keeps what a person opened, and
// the persisted query cache keeps what they read.
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
