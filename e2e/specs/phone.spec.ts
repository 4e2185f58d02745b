import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot, type Lang } from '../support/browser';
import { PHONE } from '../support/screens';
import { texts } from '../support/texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<Lang>(['es', 'en'])('on a phone (%s)', (lang) => {
  const t = texts[lang];

  test('a supplier logs in and finds its menu in the drawer', async () => {
    const { context, page } = await newVisitor(browser, lang, PHONE);
    await page.goto('/');
    await page.getByTestId('supply-chain').waitFor();
    await screenshot(page, lang, 'phone-landing');

    // The public links give way to a menu that slides in; its account link leads to the login.
    await page.getByTestId('public-menu-button').click();
    const publicMenu = page.getByTestId('public-menu');
    await publicMenu.getByText(t.shell.publicNav.catalog).waitFor();
    await screenshot(page, lang, 'phone-public-menu');
    await publicMenu.getByTestId('public-nav-myAccount').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await publicMenu.waitFor({ state: 'hidden' });
    await page.getByTestId('login-email').fill('supplier@demo.agrocadena.co');
    await page.getByTestId('login-password').fill('demo12345');
    await screenshot(page, lang, 'phone-login');
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname === '/home');
    await screenshot(page, lang, 'phone-home');

    // The horizontal menu gives way to a drawer with the same items.
    await page.getByTestId('dashboard-menu-button').click();
    const drawer = page.getByTestId('dashboard-drawer');
    await drawer.getByText(t.shell.nav.inventory).waitFor();
    await drawer.getByText(t.shell.nav.contacts).waitFor();
    await drawer.getByText(t.shell.nav.requests).waitFor();
    await screenshot(page, lang, 'phone-menu');
    await page.getByTestId('drawer-logout-button').click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});
