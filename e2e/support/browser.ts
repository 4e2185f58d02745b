import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ARTIFACTS, readState } from './env';
import { DESKTOP, PHONE_MAX_WIDTH } from './screens';
import { accessibilityViolations } from './axe';
import { networkQuiet, trackRequests } from './network-quiet';

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
 * Each language's browsers run in their own time zone: Spanish on Bogotá's clock (the region's),
 * English in Tokyo, east of UTC, where a day kept as UTC midnight or an evening in Bogotá would fall
 * on another day if the app read them in the device's zone (docs/domain.md#dates).
 */
export const TIME_ZONES: Record<Lang, string> = { es: 'America/Bogota', en: 'Asia/Tokyo' };
export const otherTimeZone = (lang: Lang): string => TIME_ZONES[lang === 'es' ? 'en' : 'es'];

/**
 * A fresh visitor whose interface language is already chosen (as the language select stores it).
 * The app's service worker is blocked unless asked for: journeys that cut a remote off intercept
 * requests, which a worker's own fetches would bypass (offline.spec.ts drives the worker).
 */
export async function newVisitor(
  browser: Browser,
  lang: Lang,
  viewport = DESKTOP,
  { serviceWorkers = 'block', timeZone = TIME_ZONES[lang] }: { serviceWorkers?: 'allow' | 'block'; timeZone?: string } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  // A person who asked their system for reduced motion: the app then animates nothing, so a step
  // never waits on a dialog's or a list's animation to end.
  const context = await browser.newContext({
    baseURL: readState().baseUrl,
    viewport,
    locale: lang === 'es' ? 'es-CO' : 'en-US',
    timezoneId: timeZone,
    serviceWorkers,
    reducedMotion: 'reduce',
  });
  await context.addInitScript((language) => {
    if (!window.localStorage.getItem('LANGUAGE')) window.localStorage.setItem('LANGUAGE', language);
  }, lang);
  // … and the cookie the app writes beside it, by which the server sends the landing page drawn in that language.
  await context.addCookies([{ name: 'LANGUAGE', value: lang, url: readState().baseUrl }]);
  trackRequests(context);
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
  return page.evaluate((phoneMaxWidth) => {
    const width = window.innerWidth;
    if (width > phoneMaxWidth) return [];
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
  }, PHONE_MAX_WIDTH);
}

/**
 * On a phone (≤ 414 px), the controls a finger could miss: drawn smaller than 44 × 44 px, and
 * without an invisible reach that makes up for it (a tap 22 px from its centre, up, down, left or
 * right, must still land on it).
 * A tap counts when it lands on the control, inside it, or on the label or container that
 * operates it (a tab, a select, a checkbox's label). Links inside a sentence are exempt, as
 * WCAG 2.5.5 exempts them. Empty on wider screens.
 */
export async function smallTouchTargets(page: Page): Promise<string[]> {
  return page.evaluate(async (phoneMaxWidth) => {
    if (window.innerWidth > phoneMaxWidth) return [];
    const MIN = 44;
    // Drawn smaller, a control may still reach further (an invisible margin around it): tap-test it.
    const REACH = MIN / 2 - 0.5;
    const CONTROLS =
      'button, a[href], input:not([type=hidden]):not([type=file]), select, textarea, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [role="radio"]';
    const OPERATED_BY = 'label, .ant-select, .ant-checkbox-wrapper, .ac-input-affix';
    const found: string[] = [];
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(CONTROLS))) {
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden' || style.display === 'none' || control.closest('[aria-hidden="true"]')) continue;
      if (control.tagName === 'A' && style.display === 'inline') continue;
      const drawn = control.getBoundingClientRect();
      // Drawn as nothing (a radio button hides its input inside the label that is the target).
      if (drawn.width === 0 || drawn.height === 0) continue;
      const owner = control.closest<HTMLElement>(OPERATED_BY);
      // What a finger aims at: the label or container that operates the control, else the control.
      const target = owner ?? control;
      const size = target.getBoundingClientRect();
      if (size.width >= MIN - 0.5 && size.height >= MIN - 0.5) continue;
      // Smaller: tap-test it where it can be tapped, in the middle of the screen.
      control.scrollIntoView({ block: 'center', inline: 'center' });
      await frame();
      const box = target.getBoundingClientRect();
      const reached = (x: number, y: number) =>
        document
          .elementsFromPoint(x, y)
          .some((hit) => hit === control || control.contains(hit) || (owner !== null && (hit === owner || owner.contains(hit))));
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      if (![reached(cx, cy - REACH), reached(cx, cy + REACH), reached(cx - REACH, cy), reached(cx + REACH, cy)].every(Boolean)) {
        const label =
          control.getAttribute('data-testid') ?? control.getAttribute('aria-label') ?? control.className.toString().split(' ').slice(0, 2).join('.');
        found.push(
          `${control.tagName.toLowerCase()} ${label || control.textContent?.trim().slice(0, 30)}: ${Math.round(box.width)}×${Math.round(box.height)} px`,
        );
      }
    }
    window.scrollTo(0, 0);
    return found;
  }, PHONE_MAX_WIDTH);
}

/**
 * One screenshot per screen and language under e2e/artifacts/<lang>/: on a phone nothing wider
 * than the screen and no control too small for a finger; at every size no serious or critical
 * WCAG A/AA violation by axe-core, and nothing the Content-Security-Policy refused.
 */
export async function screenshot(page: Page, lang: Lang, name: string): Promise<void> {
  const dir = path.join(ARTIFACTS, lang);
  fs.mkdirSync(dir, { recursive: true });
  await networkQuiet(page);
  // Drawers, dropdowns and toasts animate in; photograph what a person sees once they settle.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  // A full-page shot taken while scrolled paints the sticky top bar mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
  const overflowing = await sidewaysScrolling(page);
  if (overflowing.length > 0) throw new Error(`${lang}/${name}: wider than the screen:\n${overflowing.join('\n')}`);
  const small = await smallTouchTargets(page);
  if (small.length > 0) throw new Error(`${lang}/${name}: smaller than a finger (44 × 44 px):\n${small.join('\n')}`);
  const inaccessible = await accessibilityViolations(page);
  if (inaccessible.length > 0) throw new Error(`${lang}/${name}: axe (WCAG 2.2 A/AA) finds:\n${inaccessible.join('\n')}`);
  const refused = cspViolations.get(page) ?? [];
  if (refused.length > 0) throw new Error(`${lang}/${name}: the Content-Security-Policy refused:\n${refused.join('\n')}`);
}
