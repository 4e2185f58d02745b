// A remote deployed on its own: served by another host, released against another shared-ui, and
// swapped in by replacing the deployment's remotes.json (the server's REMOTES_FILE), as a team that
// ships only its remote would do it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot, type Lang } from '../support/browser';
import { readState, REPO_ROOT } from '../support/env';
import { buildRemoteRelease, builtRemoteMap, deployRemoteMap, serveRemoteFolder } from '../support/remote-release';
import { chooseLanguage } from '../support/screens';
import { loginByApi } from '../support/session';
import { texts } from '../support/texts';

const sharedUiVersion: string = (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shared-ui/package.json'), 'utf8')) as { version: string }).version;
const [major, minor] = sharedUiVersion.split('.').map(Number);
const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'agrocadena-releases-'));

let browser: Browser;
const hosts: { origin: string; stop: () => void }[] = [];
let sameRelease: string;
let majorAhead: string;
let minorAhead: string;

beforeAll(async () => {
  // The release CI built, and two the inventory team could ship on its own day.
  buildRemoteRelease('mf-inventory', path.join(releases, 'major-ahead'), `${major + 1}.0.0`);
  buildRemoteRelease('mf-inventory', path.join(releases, 'minor-ahead'), `${major}.${minor + 1}.0`);
  hosts.push(
    await serveRemoteFolder(path.join(REPO_ROOT, 'mf-inventory/dist'), 3321),
    await serveRemoteFolder(path.join(releases, 'major-ahead'), 3322),
    await serveRemoteFolder(path.join(releases, 'minor-ahead'), 3323),
  );
  [sameRelease, majorAhead, minorAhead] = hosts.map((host) => `${host.origin}/mf-manifest.json`);
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  deployRemoteMap(builtRemoteMap());
  hosts.forEach((host) => host.stop());
  await browser?.close();
  fs.rmSync(releases, { recursive: true, force: true });
});

/** Every request the page makes, and what it logs as an error. */
function watch(page: Page) {
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { requests, errors };
}

/** The demo farmer opens /userProducts in a fresh browser, once the deployment loads inventory from `manifest`. */
async function farmerOpensProducts(lang: Lang, manifest: string) {
  deployRemoteMap({ ...builtRemoteMap(), inventory: manifest });
  const { context, page } = await newVisitor(browser, lang);
  const seen = watch(page);
  const user = await loginByApi(page, 'agro@demo.agrocadena.co');
  await page.goto('/userProducts');
  return { context, page, seen, user };
}

test('a remote served by another host works inside the shell: its API calls reach the shell’s API, session and language are shared', async () => {
  const { baseUrl } = readState();
  const { context, page, seen, user } = await farmerOpensProducts('es', sameRelease);
  await page.getByText(texts.es.inventory.products.list.title).first().waitFor();
  await page.locator('[data-testid^="product-row-"]').first().waitFor();
  await screenshot(page, 'es', 'remote-from-another-host');

  const inventoryHost = hosts[0].origin;
  // The remote's code came from its own host …
  expect(seen.requests.filter((url) => url.startsWith(inventoryHost) && url.endsWith('.js')).length).toBeGreaterThan(1);
  // … its calls went to the API of the shell it runs in, with the shell's session.
  expect(seen.requests.some((url) => url.startsWith(`${baseUrl}/api/users/${String(user._id)}/products`))).toBe(true);
  expect(seen.requests.filter((url) => url.startsWith(`${inventoryHost}/api`))).toEqual([]);

  // The language chosen in the shell is the remote's language too.
  await chooseLanguage(page, 'en');
  await page.getByText(texts.en.inventory.products.list.title).first().waitFor();
  await page.locator('[data-testid^="product-row-"]').first().waitFor();
  await screenshot(page, 'en', 'remote-from-another-host');
  expect(seen.errors.filter((text) => /Content Security Policy|CORS/i.test(text))).toEqual([]);
  await context.close();
});

test('a remote released against the next major of shared-ui is refused with the unavailable panel, the reason logged, the rest working', async () => {
  const { context, page, seen } = await farmerOpensProducts('en', majorAhead);
  await page.getByTestId('section-unavailable').getByText(texts.en.common.errors.sectionUnavailable).waitFor();
  expect(await page.getByTestId('section-retry').count()).toBe(0);
  await screenshot(page, 'en', 'remote-incompatible');
  expect(seen.errors.join('\n')).toContain(
    `remote "inventory" not mounted: built against @agrocadena/shared-ui ${major + 1}.0.0, this shell runs ${sharedUiVersion}`,
  );
  // None of the refused release's code ran: only its manifest was read.
  expect(seen.requests.filter((url) => url.startsWith(hosts[1].origin))).toEqual([`${hosts[1].origin}/mf-manifest.json`]);

  // The shell and the other remotes keep working.
  await page.goto('/editUser');
  await page.getByTestId('profile-form').waitFor();
  await page.goto('/home');
  await page.getByTestId('home-page').waitFor();
  await context.close();
});

test('a remote released one minor version ahead of the shell’s shared-ui works', async () => {
  const { context, page, seen } = await farmerOpensProducts('es', minorAhead);
  await page.locator('[data-testid^="product-row-"]').first().waitFor();
  expect(seen.requests.some((url) => url.startsWith(hosts[2].origin) && url.endsWith('remoteEntry.js'))).toBe(true);
  expect(await page.getByTestId('section-unavailable').count()).toBe(0);
  await context.close();
});
