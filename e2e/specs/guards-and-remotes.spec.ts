import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot, type Lang } from '../support/browser';
import { readState, REPO_ROOT } from '../support/env';
import { builtRemoteMap, deployRemoteMap, serveRemoteFolder } from '../support/remote-release';
import { loginByApi, sessionFromApi, storeSessionBeforeLoad } from '../support/session';
import { texts } from '../support/texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<Lang>(['es', 'en'])('guards and remotes (%s)', (lang) => {
  test('a guarded route without a session goes to the landing page', async () => {
    const { context, page } = await newVisitor(browser, lang);
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/editUser');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  test('/login and /signUp with a session go to /home', async () => {
    const { context, page } = await newVisitor(browser, lang);
    await loginByApi(page, 'agro@demo.agrocadena.co');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.goto('/signUp');
    await page.waitForURL((url) => url.pathname === '/home');
    await context.close();
  });

  test('an unknown route shows the translated 404 page', async () => {
    const { context, page } = await newVisitor(browser, lang);
    await page.goto('/no-such-page');
    await page
      .getByText(lang === 'es' ? 'Página no encontrada' : 'Page not found')
      .first()
      .waitFor();
    await screenshot(page, lang, 'not-found');
    await context.close();
  });

  test('the requests badge shows the true number of unseen requests', async () => {
    // A request of its own for the farm to answer: other journeys open the farm's lists (and so see the demo's).
    const { baseUrl } = readState();
    const consumer = await sessionFromApi('requester@demo.agrocadena.co');
    const offers = (await (await fetch(`${baseUrl}/api/publicProducts?name=Yuca&skip=0&limit=12`)).json()) as {
      data: { _id: string; name: string; price: number }[];
    };
    const yuca = offers.data.find((offer) => offer.name === 'Yuca');
    const asked = await fetch(`${baseUrl}/api/requestProduct`, {
      method: 'POST',
      headers: { Authorization: String(consumer.token), 'Content-Type': 'application/json' },
      body: JSON.stringify({ productId: yuca?._id, amount: 1, proposedPrice: yuca?.price }),
    });
    expect(asked.status).toBe(201);
    const { context, page } = await newVisitor(browser, lang);
    const user = await loginByApi(page, 'agro@demo.agrocadena.co');
    const res = await fetch(`${baseUrl}/api/users/${user._id}/countUnseenRequests`, {
      headers: { Authorization: String(user.token) },
    });
    const { data } = (await res.json()) as { data: { sent: number; received: number } };
    const total = data.sent + data.received;
    expect(data.received).toBeGreaterThan(0);
    await page.goto('/home');
    await page.getByTestId('unseen-total').getByText(String(total), { exact: true }).waitFor();
    await page.getByTestId('unseen-badge').first().getByText(String(total), { exact: true }).waitFor();
    await context.close();
  });

  test('a section this version does not have yet says so, not that it is down', async () => {
    // Every page of this release is built; a requests remote deployed before it had any (its
    // manifest names no entry, as a remote exposing nothing builds) stands for one a page behind.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'requests-without-pages-'));
    const manifest = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'mf-requests/dist/mf-manifest.json'), 'utf8'));
    manifest.metaData.remoteEntry.name = '';
    manifest.exposes = [];
    fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
    const host = await serveRemoteFolder(folder, lang === 'es' ? 3331 : 3332);
    deployRemoteMap({ ...builtRemoteMap(), requests: `${host.origin}/mf-manifest.json` });
    try {
      const { context, page } = await newVisitor(browser, lang);
      await loginByApi(page, 'enterprise@demo.agrocadena.co');
      await page.goto('/requestTransport');
      await page.getByTestId('section-not-in-version').getByText(texts[lang].common.errors.sectionNotInVersion).waitFor();
      expect(await page.getByTestId('section-unavailable').count()).toBe(0);
      await context.close();
    } finally {
      deployRemoteMap(builtRemoteMap());
      host.stop();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a stopped remote shows the unavailable panel while the shell keeps working', async () => {
    const { context, page } = await newVisitor(browser, lang);
    await loginByApi(page, 'enterprise@demo.agrocadena.co');
    // The account remote's host is down: nothing under its path answers.
    await context.route('**/remotes/account/**', (route) => route.abort('connectionrefused'));
    await page.goto('/editUser');
    const panel = page.getByTestId('section-unavailable');
    await panel.waitFor();
    await panel.getByText(lang === 'es' ? 'Esta sección no está disponible en este momento.' : 'This section is unavailable right now.').waitFor();
    await screenshot(page, lang, 'remote-unavailable');

    // The rest of the app still works: the shell's own pages and navigation.
    await page.goto('/home');
    await page.waitForURL((url) => url.pathname === '/home');
    await page.getByTestId('dashboard-top-bar').waitFor();

    // The remote comes back: retry loads it without a reload of the app.
    await page.goto('/editUser');
    await page.getByTestId('section-unavailable').waitFor();
    await context.unroute('**/remotes/account/**');
    await page.getByTestId('section-retry').click();
    await page.getByTestId('section-unavailable').waitFor({ state: 'detached' });
    await context.close();
  });
});

test('the app can be installed: a manifest with its icons, and a favicon', async () => {
  const { context, page } = await newVisitor(browser, 'es');
  await page.goto('/');
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestResponse = await page.request.get(manifestHref!);
  expect(manifestResponse.status()).toBe(200);
  const manifest = (await manifestResponse.json()) as { name: string; start_url: string; display: string; icons: { src: string }[] };
  expect(manifest).toMatchObject({ name: 'AgroCadena', start_url: '/', display: 'standalone' });
  for (const src of [...manifest.icons.map((icon) => icon.src), '/favicon.ico', '/apple-touch-icon.png']) {
    const response = await page.request.get(src);
    expect({ src, status: response.status(), type: response.headers()['content-type'] }).toEqual({
      src,
      status: 200,
      type: expect.stringMatching(/^image\//),
    });
  }
  await context.close();
});

test('a private list opened directly asks for its first page beside its code, and only once', async () => {
  const { context, page } = await newVisitor(browser, 'es');
  await storeSessionBeforeLoad(context, await sessionFromApi('agro@demo.agrocadena.co'));
  const productReads: string[] = [];
  let firstReadSeen: () => void = () => undefined;
  const firstRead = new Promise<void>((resolve) => (firstReadSeen = resolve));
  page.on('request', (request) => {
    if (/\/api\/users\/[^/]+\/products\?/.test(request.url())) {
      productReads.push(request.url());
      firstReadSeen();
    }
  });
  // The page's code is held until its first read has gone out: a read made by the page itself
  // could not start, and the hold would end on its timeout with no read seen.
  let readBeforePageCode = false;
  await context.route('**/remotes/inventory/__federation_expose_UserProductsPage*.js', async (route) => {
    readBeforePageCode = await Promise.race([firstRead.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, 10_000, false))]);
    await route.continue();
  });
  await page.goto('/userProducts');
  await page
    .getByTestId(/^product-row-/)
    .first()
    .waitFor();
  expect(readBeforePageCode).toBe(true);
  expect(productReads).toHaveLength(1);
  await context.close();
});
