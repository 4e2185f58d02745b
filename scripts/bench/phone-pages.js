/* global window, document, caches -- the functions handed to page.evaluate run in the browser */
// Pages as a farmer's phone gets them: Chromium with the phone profile of issue 13 (1.6 Mbps down,
// 750 kbps up, 150 ms latency, a CPU four times slower), first contentful paint of `/`, `/login`
// and `/userProducts`, when the products table is visible on `/userProducts` and when the landing
// page, painted from its prerendered HTML, is live (the app's scripts drew it again and answer
// clicks); cold (empty cache, the service worker kept out: see below), warm (the same browser
// profile, second visit: HTTP cache and service worker) and returning (a third visit: Chromium now
// also has the compiled code it kept on the second, which is how a person who uses the app every
// day finds it); and the products table as a person reaches it after logging in (listAfterLogin).
// Each visit also gives the main thread's blocking time, the sum of each long task's time over 50 ms
// from the navigation until the page has been quiet for a while: Lighthouse's TBT on this phone,
// counted from the start (a page the app draws paints first only once most of its scripts ran).
const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE_CPU_SLOWDOWN = 4;
const RUNS = Number(process.env.BENCH_PAGE_RUNS || 3);
const VISITS = ['cold', 'warm', 'returning'];
/** A page counts as settled once no long task has run for this long. */
const QUIET_MS = 2000;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : 'n/a';
};

/**
 * A 390 px phone in Spanish, its network and CPU throttled; `initScript` runs in each page before
 * the app's scripts (with `arg`).
 */
async function phonePage(browser, serviceWorkers, initScript, arg) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-CO', serviceWorkers });
  // Every long task (over 50 ms) of the page, from its first script on.
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) =>
      window.__longTasks.push(...list.getEntries().map(({ startTime, duration }) => ({ startTime, duration }))),
    ).observe({
      type: 'longtask',
    });
  });
  if (initScript) await context.addInitScript(initScript, arg);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return { context, page };
}

/**
 * Milliseconds from the navigation's start to the first contentful paint, and to `selector` (if
 * given: visible, or with `live`, drawn by the app's scripts).
 */
async function visit(page, url, selector, live) {
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  let visible = null;
  if (selector) {
    // The page's own clock at the first frame that has it: asking afterwards would add a round trip
    // to a main thread that is still busy drawing.
    const found = await page.waitForFunction(
      ([css, drawnByApp]) => {
        const element = document.querySelector(css);
        // React marks what it drew; the landing page's prerendered elements carry no such mark.
        const ready = !!element && (!drawnByApp || Object.keys(element).some((key) => key.startsWith('__reactFiber')));
        return ready && performance.now();
      },
      [selector, !!live],
      { timeout: 120_000, polling: 'raf' },
    );
    visible = await found.jsonValue();
  }
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { timeout: 120_000 });
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime);
  return { fcp, visible, blocking: await blockingUntilQuiet(page) };
}

/** Lighthouse's total blocking time as this page lived it: long tasks' time over 50 ms, once it is quiet. */
async function blockingUntilQuiet(page) {
  await page.waitForFunction(
    (quietMs) => performance.now() - Math.max(0, ...window.__longTasks.map(({ startTime, duration }) => startTime + duration)) > quietMs,
    QUIET_MS,
    { timeout: 120_000, polling: 250 },
  );
  return page.evaluate(() => window.__longTasks.reduce((sum, { duration }) => sum + Math.max(0, duration - 50), 0));
}

/** Before the warm visit: the service worker controls the page and holds every script it loaded. */
async function keptByServiceWorker(page) {
  await page.waitForFunction(
    async () => {
      if (!navigator.serviceWorker?.controller) return false;
      const scripts = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => /\.js$/.test(new URL(url).pathname));
      return (await Promise.all(scripts.map((url) => caches.match(url)))).every(Boolean);
    },
    null,
    { timeout: 120_000, polling: 250 },
  );
}

/**
 * @param {object} o
 * @param {import('playwright-core').Browser} o.browser
 * @param {string} o.base
 * @param {(what: string, value: number | string, unit: string, note?: string) => void} o.record
 */
async function benchPhonePages({ browser, base, record }) {
  const login = await (
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'agro@demo.agrocadena.co', password: 'demo12345' }),
    })
  ).json();
  const pages = [
    { route: '/', selector: '[data-testid="landing-page"]', live: true, what: 'landing page live', session: false },
    { route: '/login', selector: null, session: false },
    { route: '/userProducts', selector: '[data-testid^="product-row-"]', what: 'products table visible', session: true },
  ];
  for (const { route, selector, live, what, session } of pages) {
    const figures = Object.fromEntries(VISITS.map((visitKind) => [visitKind, { fcp: [], visible: [], blocking: [] }]));
    for (let run = 0; run < RUNS; run++) {
      // The cold visit keeps the service worker out: it installs during that visit and takes the
      // rest of its requests over, and Chromium does not apply the page's throttling to a worker's
      // own fetches, so they would come at the machine's speed instead of the phone's (a cold list
      // read ~0.6 s early). The warm and returning visits follow a first visit with the worker.
      for (const serviceWorkers of ['block', 'allow']) {
        const storeSession = session ? (user) => window.localStorage.setItem('USER', user) : undefined;
        const { context, page } = await phonePage(browser, serviceWorkers, storeSession, JSON.stringify(login.data));
        if (serviceWorkers === 'allow') {
          await visit(page, `${base}${route}`, selector, live);
          await keptByServiceWorker(page);
        }
        for (const visitKind of serviceWorkers === 'block' ? ['cold'] : ['warm', 'returning']) {
          const { fcp, visible, blocking } = await visit(page, `${base}${route}`, selector, live);
          figures[visitKind].fcp.push(fcp);
          figures[visitKind].blocking.push(blocking);
          if (visible !== null) figures[visitKind].visible.push(visible);
        }
        await context.close();
      }
    }
    for (const visitKind of VISITS) {
      const note = `phone profile, median of ${RUNS}`;
      record(`first contentful paint of ${route}, ${visitKind}`, median(figures[visitKind].fcp), 'ms', note);
      if (selector) record(`${what} on ${route}, ${visitKind}`, median(figures[visitKind].visible), 'ms', note);
      record(
        `main-thread blocking time of ${route}, ${visitKind}`,
        median(figures[visitKind].blocking),
        'ms',
        `${note}, long tasks over 50 ms until quiet`,
      );
    }
  }
  const afterLogin = [];
  for (let run = 0; run < RUNS; run++) afterLogin.push(await listAfterLogin({ browser, base }));
  record(
    'products table after logging in, from the tap on the menu',
    median(afterLogin),
    'ms',
    `phone profile, nothing cached before /login, median of ${RUNS}`,
  );
}

/**
 * What a person does after logging in on a phone with nothing cached: the log-in page, the home
 * page it leads to, then the menu's products entry. Milliseconds from that tap to the first row of
 * the table, on the page's own clock (its tap is recorded in the page, not by the driver).
 */
async function listAfterLogin({ browser, base }) {
  const { context, page } = await phonePage(browser, 'block', () => {
    document.addEventListener('click', () => (window.__tappedAt = performance.now()), { capture: true });
  });
  await page.goto(`${base}/login`, { timeout: 120_000 });
  await page.getByTestId('login-email').fill('agro@demo.agrocadena.co');
  await page.getByTestId('login-password').fill('demo12345');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('home-tips').waitFor({ timeout: 120_000 });
  await page.getByTestId('dashboard-menu-button').click();
  await page.locator('[data-testid="dashboard-drawer"] a[href="/userProducts"]').click();
  const shown = await page.waitForFunction(
    () => document.querySelector('[data-testid^="product-row-"]') && performance.now() - window.__tappedAt,
    null,
    { timeout: 120_000, polling: 'raf' },
  );
  const elapsed = await shown.jsonValue();
  await context.close();
  return elapsed;
}

module.exports = { benchPhonePages, listAfterLogin, PHONE_NETWORK, PHONE_CPU_SLOWDOWN };
