import type { Locator, Page } from 'playwright-core';
import type { Lang } from './browser';

export const DESKTOP = { width: 1280, height: 860 };
export const PHONE = { width: 390, height: 844 };
/** Screens up to this width are phones (360–414 px held upright): the phone checks apply. */
export const PHONE_MAX_WIDTH = 414;

/**
 * The screen each language's run of a journey uses: Spanish on a laptop, English on a phone held
 * upright. Every journey thus crosses its screens at both sizes (and screenshot() checks, on the
 * phone, that nothing is wider than the screen or too small for a finger).
 */
export const screenFor = (lang: Lang) => (lang === 'es' ? DESKTOP : PHONE);

export const onAPhone = (page: Page): boolean => (page.viewportSize()?.width ?? DESKTOP.width) <= PHONE_MAX_WIDTH;

/** The dashboard's menu as a person reaches it: the top bar on a laptop, the drawer (opened) on a phone. */
export async function dashboardMenu(page: Page): Promise<Locator> {
  if (!onAPhone(page)) return page.getByTestId('dashboard-top-bar');
  const drawer = page.getByTestId('dashboard-drawer');
  if (!(await drawer.isVisible())) await page.getByTestId('dashboard-menu-button').click();
  await drawer.waitFor();
  return drawer;
}

/** Closes the phone's menu drawer when it is open. */
export async function closeDashboardMenu(page: Page): Promise<void> {
  const drawer = page.getByTestId('dashboard-drawer');
  if (!(await drawer.isVisible())) return;
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
}

/** Switches the interface language with the select the screen shows (in the top bar on a laptop, in the phone's drawer). */
export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  await (await dashboardMenu(page)).getByTestId('language-select').selectOption(lang);
  await closeDashboardMenu(page);
}

/** Logs out with the button the screen shows. */
export async function logOut(page: Page): Promise<void> {
  if (!onAPhone(page)) return page.getByTestId('logout-button').click();
  const drawer = await dashboardMenu(page);
  await drawer.getByTestId('drawer-logout-button').click();
}
