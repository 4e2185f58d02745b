import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot, type Lang } from '../support/browser';
import { demoApi, demoProduct } from '../support/demo-api';
import { screenFor } from '../support/screens';
import { loginByApi } from '../support/session';
import { texts } from '../support/texts';

const FARM = 'agro@demo.agrocadena.co';
const DAIRY = 'enterprise@demo.agrocadena.co';
const SHOP = 'minorist@demo.agrocadena.co';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface LotRow {
  _id: string;
  code: string;
  owner: { _id: string; enterpriseName: string | null; firstName: string | null; lastName: string | null };
}
interface Trace {
  nodes: { depth: number; lot: LotRow | null }[];
}

/** The demo's traceable chain, as the API knows it: the dairy's cheese lot made of the farm's milk, and that milk lot. */
async function demoChain() {
  const me = (email: string) => demoApi<{ _id: string }>(email, 'GET', '/users/:me');
  const cheese = await demoProduct(DAIRY, 'Queso costeño');
  const cheeseLots = await demoApi<LotRow[]>(DAIRY, 'GET', `/products/${cheese._id}/lots?limit=100&include=all`);
  const farm = await me(FARM);
  for (const lot of cheeseLots) {
    const trace = await demoApi<Trace>(DAIRY, 'GET', `/lots/${lot._id}/trace?direction=backward`);
    const milk = trace.nodes.find((node) => node.lot?.owner._id === farm._id)?.lot;
    if (milk) return { cheese, cheeseLot: lot, milk, milkProduct: await demoProduct(FARM, 'Leche de ordeño') };
  }
  throw new Error('the demo has no cheese lot made of the farm’s milk');
}

/** Opens a product's page on its Lots tab, with the spent lots too. */
async function openLots(page: Page, productId: string) {
  await page.goto(`/products/${productId}`);
  await page.getByTestId('product-tab-lots').click();
  await page.getByTestId('lots-tab').waitFor();
  await page.getByTestId('lots-include-spent').click();
}

/** Which row of the Lots tab is the lot coded `code`. */
async function rowOfLot(page: Page, code: string): Promise<number> {
  await page.getByTestId('lot-code').filter({ hasText: code }).first().waitFor();
  return (await page.getByTestId('lot-code').allInnerTexts()).findIndex((text) => text.includes(code));
}

/** Opens the trace of the lot coded `code` from the Lots tab. */
async function traceLot(page: Page, code: string) {
  await page
    .getByTestId('lot-trace-open')
    .nth(await rowOfLot(page, code))
    .click();
  await page.getByTestId('lot-trace').waitFor();
}

describe.each<Lang>(['es', 'en'])('lots from farm to fork (%s)', (lang) => {
  const lots = texts[lang].inventory.lots;

  test('the dairy traces a cheese lot back to the farm’s milk; the farm traces its milk forward to the shop and downloads the recall list', async () => {
    const { cheese, cheeseLot, milk, milkProduct } = await demoChain();

    // The dairy, on its cheese: the lot made of the farm's milk, traced back.
    const dairy = await newVisitor(browser, lang, screenFor(lang));
    await loginByApi(dairy.page, DAIRY);
    await openLots(dairy.page, cheese._id);
    await dairy.page.getByText(lots.list.hint).waitFor();
    await screenshot(dairy.page, lang, 'product-lots');
    await traceLot(dairy.page, cheeseLot.code);
    const back = dairy.page.getByTestId('trace-section-backward');
    await back.getByText(lots.trace.backward).waitFor();
    const farmCard = back.getByTestId('trace-node').filter({ hasText: milk.code });
    await farmCard.getByTestId('trace-product').filter({ hasText: 'Leche de ordeño' }).waitFor();
    // Another user's lot shows who to call, not its stock.
    await farmCard.getByTestId('trace-owner-phone').waitFor();
    expect(await farmCard.getByTestId('trace-left').count()).toBe(0);
    await back.getByTestId('trace-edge').filter({ hasText: 'Cuajado y prensado del queso' }).first().waitFor();
    await screenshot(dairy.page, lang, 'lot-trace-backward');
    await dairy.context.close();

    // The farm, on its milk: the lot it sold the dairy, traced forward to the shop.
    const farm = await newVisitor(browser, lang, screenFor(lang));
    await loginByApi(farm.page, FARM);
    await openLots(farm.page, milkProduct._id);
    await traceLot(farm.page, milk.code);
    const forward = farm.page.getByTestId('trace-section-forward');
    await forward.getByText(lots.trace.forward).waitFor();
    await forward.getByTestId('trace-product').filter({ hasText: 'Queso costeño' }).first().waitFor();
    const shop = await demoApi<{ _id: string; enterpriseName: string | null; firstName: string | null }>(SHOP, 'GET', '/users/:me');
    const shopName = (shop.enterpriseName ?? shop.firstName) as string;
    await forward.getByTestId('trace-owner-name').filter({ hasText: shopName }).first().waitFor();
    await screenshot(farm.page, lang, 'lot-trace-forward');

    // Its recall list: the dairy and the shop, with their contacts, as CSV and PDF.
    await farm.page.getByTestId('lot-trace-close').click();
    await farm.page
      .getByTestId('lot-recall-link')
      .nth(await rowOfLot(farm.page, milk.code))
      .click();
    await farm.page.waitForURL((url) => url.pathname === `/lotRecall/${milk._id}`);
    await farm.page.getByText(lots.recall.title).first().waitFor();
    const lines = farm.page.getByTestId('recall-line');
    await lines.filter({ hasText: shopName }).first().waitFor();
    expect(await lines.count()).toBeGreaterThanOrEqual(2);
    await screenshot(farm.page, lang, 'lot-recall');

    const [csv] = await Promise.all([farm.page.waitForEvent('download'), farm.page.getByTestId('recall-download-csv').click()]);
    expect(csv.suggestedFilename()).toBe(`recall-${milk.code}.csv`);
    const text = fs.readFileSync((await csv.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    expect(text.split(/\r?\n/)[0]).toContain(lang === 'es' ? 'Cliente' : 'Customer');
    expect(text).toContain(shopName);
    const [pdf] = await Promise.all([farm.page.waitForEvent('download'), farm.page.getByTestId('recall-download-pdf').click()]);
    expect(pdf.suggestedFilename()).toBe(`recall-${milk.code}.pdf`);
    expect(
      fs
        .readFileSync((await pdf.path()) as string)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await farm.context.close();
  });
});
