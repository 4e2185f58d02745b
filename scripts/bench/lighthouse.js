// Lighthouse's verdict on the pages a buyer or a farmer opens first, as its mobile run gives it: a
// mid-range phone on slow 4G (simulated throttling, its default), median of three runs per page
// (Lighthouse's own computeMedianRun), for the public pages and, logged in as the demo dairy,
// the pages behind the menu. Each run starts from nothing kept: the origin's storage, caches and
// service worker are cleared (Lighthouse does it for the public pages; for the logged-in ones the
// session is stored again after clearing, so only the session survives). docs/performance.md#lighthouse.
/* global window -- the function handed to page.evaluate runs in the browser */
const fs = require('node:fs');
const path = require('node:path');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS || 3);

const PUBLIC_PAGES = ['/', '/login', '/productsCatalog', '/servicesCatalog'];
const LOGGED_IN_PAGES = ['/home', '/userProducts', '/requestsOverview', '/userActivities'];
/** BENCH_LIGHTHOUSE_REPORTS, a folder: each page's median report is written there as JSON (to read what to fix). */
const REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS;
/** BENCH_LIGHTHOUSE_PAGES, a comma list of some of these pages, while working on them. */
const ONLY_PAGES = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((page) => page.trim());

// The dairy: the one demo account with all four logged-in pages (inventory, requests, production).
const DEMO = { email: 'enterprise@demo.agrocadena.co', password: 'demo12345' };

/** The figures of one report: category scores out of 100, the vitals in ms (CLS unitless). */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    fcp: Math.round(audit('first-contentful-paint')),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    si: Math.round(audit('speed-index')),
    warnings: lhr.runWarnings ?? [],
  };
}

async function logIn(base) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  if (!response.ok) throw new Error(`demo log-in refused: ${response.status}`);
  return (await response.json()).data;
}

/**
 * Clears everything the origin keeps (storage, caches, the service worker) and, for a logged-in
 * page, stores a fresh session the way the app does after logging in.
 */
async function prepareOrigin(browser, base, session) {
  // The browser's own profile (its first context), the one Lighthouse's tabs open in.
  const context = browser.contexts()[0];
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(base).origin, storageTypes: 'all' });
    await cdp.send('Network.clearBrowserCache');
    if (session) {
      // A blank page of the origin (the API's 404 is enough) to write its localStorage from.
      await page.goto(`${base}/api/health-of-nothing`);
      await page.evaluate((user) => window.localStorage.setItem('USER', user), JSON.stringify(session));
    }
  } finally {
    await page.close();
  }
}

/**
 * @param {object} o
 * @param {string} o.base  the app's origin
 * @param {string} o.chromiumPath
 * @param {(what: string, value: number | string, unit: string, note?: string) => void} o.record
 * @returns {Promise<{ title: string, table: string }>} the table, in markdown, and its title
 */
async function benchLighthouse({ base, chromiumPath, record }) {
  const { default: lighthouse } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const chromeLauncher = await import('chrome-launcher');
  const { chromium } = require('playwright-core');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-component-update'],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const rows = [];
  try {
    const pages = [...PUBLIC_PAGES.map((r) => [r, false]), ...LOGGED_IN_PAGES.map((r) => [r, true])].filter(
      ([r]) => !ONLY_PAGES || ONLY_PAGES.includes(r),
    );
    for (const [route, loggedIn] of pages) {
      const reports = [];
      for (let run = 0; run < RUNS; run++) {
        await prepareOrigin(browser, base, loggedIn ? await logIn(base) : null);
        const result = await lighthouse(
          `${base}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, disableStorageReset: loggedIn },
          undefined,
        );
        if (!result?.lhr) throw new Error(`Lighthouse gave no report for ${route}`);
        reports.push(result.lhr);
      }
      const medianRun = computeMedianRun(reports);
      if (REPORTS) {
        fs.mkdirSync(REPORTS, { recursive: true });
        fs.writeFileSync(
          path.join(REPORTS, `${route.replace(/\W+/g, '_') || 'root'}${loggedIn ? '.logged-in' : ''}.json`),
          JSON.stringify(medianRun),
        );
      }
      const median = figuresOf(medianRun);
      const note = `Lighthouse mobile, median of ${RUNS}${loggedIn ? ', logged in' : ''}`;
      record(`Lighthouse performance of ${route}`, median.performance, '/100', note);
      record(`Lighthouse LCP of ${route}`, median.lcp, 'ms', note);
      record(`Lighthouse TBT of ${route}`, median.tbt, 'ms', note);
      record(`Lighthouse CLS of ${route}`, median.cls, '', note);
      for (const warning of median.warnings) console.log(`    warning on ${route}: ${warning}`);
      rows.push({ route, loggedIn, ...median });
    }
  } finally {
    await browser.close();
    chrome.kill();
  }
  const { version } = require('lighthouse/package.json');
  const title = `Lighthouse ${version}, mobile (slow 4G, CPU ×4, simulated), median of ${RUNS}`;
  const table = [
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | speed index |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| \`${r.route}\`${r.loggedIn ? ' (logged in)' : ''} | ${r.performance} | ${r.accessibility} | ${r['best-practices']} | ${r.seo} | ` +
        `${(r.fcp / 1000).toFixed(1)} s | ${(r.lcp / 1000).toFixed(1)} s | ${r.tbt} ms | ${r.cls} | ${(r.si / 1000).toFixed(1)} s |`,
    ),
  ].join('\n');
  return { title, table };
}

module.exports = { benchLighthouse };
