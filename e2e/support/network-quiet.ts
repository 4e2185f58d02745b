import type { BrowserContext, Page, Request } from 'playwright-core';

/** A logged-in app keeps its live-update stream open for good: it never counts as the page still loading. */
const LONG_LIVED = /\/api\/liveChanges(\?|$)/;
const QUIET_MS = 500;

const inFlight = new WeakMap<Page, Set<Request>>();

function track(page: Page) {
  const pending = new Set<Request>();
  inFlight.set(page, pending);
  page.on('request', (request) => {
    if (!LONG_LIVED.test(request.url())) pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/** Counts the requests of every page the context opens (call it before its first page). */
export function trackRequests(context: BrowserContext): void {
  context.on('page', track);
}

/**
 * Playwright's 'networkidle' (nothing in flight for 500 ms), except the live-update stream, which
 * never ends while someone is logged in. A page whose context was not tracked falls back to it.
 */
export async function networkQuiet(page: Page, timeoutMs = 20_000): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) return page.waitForLoadState('networkidle', { timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  for (;;) {
    if (pending.size > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return;
    if (Date.now() > deadline) throw new Error(`still loading after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
