import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ARTIFACTS, readState } from './env';

export type Lang = 'es' | 'en';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

// What the browser refused under the app's Content-Security-Policy, per page: every screenshot
// checks it is empty, so a style or script the policy blocks fails the screen that needed it.
const cspViolations = new WeakMap<Page, string[]>();

/**
 * A fresh visitor whose interface language is already chosen (as the language select stores it).
 * The app's service worker is blocked unless asked for: journeys that cut a remote off intercept
 * requests, which a worker's own fetches would bypass (offline.spec.ts drives the worker).
 */
export async function newVisitor(
  browser: Browser,
  lang: Lang,
  viewport = { width: 1280, height: 860 },
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: readState().baseUrl, viewport, locale: lang === 'es' ? 'es-CO' : 'en-US', serviceWorkers });
  await context.addInitScript((language) => {
    if (!window.localStorage.getItem('LANGUAGE')) window.localStorage.setItem('LANGUAGE', language);
  }, lang);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const violations: string[] = [];
  cspViolations.set(page, violations);
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return { context, page };
}

/**
 * On a phone (≤ 414 px), what would make a person scroll sideways: the page itself wider than the
 * screen, or any element that scrolls sideways (a table too wide for it). Empty on wider screens.
 */
export async function sidewaysScrolling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (width > 414) return [];
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) found.push(`the page: ${document.documentElement.scrollWidth} px`);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const overflowX = getComputedStyle(element).overflowX;
      if ((overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) {
        const label = element.getAttribute('data-testid') ?? element.className.toString().split(' ').slice(0, 2).join('.');
        found.push(`${element.tagName.toLowerCase()} ${label}: ${element.scrollWidth} px in ${element.clientWidth}`);
      }
    }
    return found;
  });
}

/** One screenshot per screen and language under e2e/artifacts/<lang>/ (on a phone: nothing wider than the screen). */
export async function screenshot(page: Page, lang: Lang, name: string): Promise<void> {
  const dir = path.join(ARTIFACTS, lang);
  fs.mkdirSync(dir, { recursive: true });
  await page.waitForLoadState('networkidle');
  // Drawers, dropdowns and toasts animate in; photograph what a person sees once they settle.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // A full-page shot taken while scrolled paints the sticky top bar mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  const overflowing = await sidewaysScrolling(page);
  if (overflowing.length > 0) throw new Error(`${lang}/${name}: wider than the screen:\n${overflowing.join('\n')}`);
  const refused = cspViolations.get(page) ?? [];
  if (refused.length > 0) throw new Error(`${lang}/${name}: the Content-Security-Policy refused:\n${refused.join('\n')}`);
}
