import type { Browser, Page } from 'playwright-core';
import { pickOption } from '../support/antd';
import { launchBrowser, newVisitor, screenshot, type Lang } from '../support/browser';
import { sampleDataSheet, samplePhoto } from '../support/files';
import { eventually } from '../support/eventually';
import { PHONE, screenFor } from '../support/screens';
import { loginByApi } from '../support/session';
import { texts } from '../support/texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const digits = async (page: Page, testId: string) => (await page.getByTestId(testId).first().innerText()).replace(/\D/g, '');

/** Opens the stock dialog from the product page, enters a change (and its cost) and saves. */
async function changeStock(page: Page, change: string, cost?: string) {
  await page.getByTestId('detail-change-stock').click();
  await page.getByTestId('stock-dialog').waitFor();
  await page.getByTestId('stock-amount').fill(change);
  if (cost) await page.getByTestId('stock-cost').fill(cost);
  await page.getByTestId('stock-save').click();
  await page.getByTestId('stock-dialog').waitFor({ state: 'hidden' });
}

describe.each<Lang>(['es', 'en'])('a farmer keeps an inventory (%s)', (lang) => {
  const t = texts[lang];
  const p = t.inventory.products;

  test('creates a product with image and data sheet, adds and removes stock, reads the ledger and chart, edits and deletes it', async () => {
    const { context, page } = await newVisitor(browser, lang, screenFor(lang));
    await loginByApi(page, 'agro@demo.agrocadena.co');
    await page.goto('/userProducts');
    await page.getByText(p.list.title).first().waitFor();
    await page.locator('[data-testid^="product-row-"]').first().waitFor();
    await screenshot(page, lang, 'user-products');

    await page.getByTestId('add-product').click();
    await page.waitForURL((url) => url.pathname === '/createProduct');
    await page.getByTestId('create-product-form').waitFor();

    // Saving an empty form names what is missing, the image included.
    await page.getByTestId('product-save').click();
    await page.getByTestId('create-incomplete').waitFor();
    await page.getByText(t.common.validation.pleaseUploadImage).waitFor();

    const name = `${lang === 'es' ? 'Mango de azúcar' : 'Sugar mango'} ${Date.now().toString(36)}`;
    await pickOption(page, page.getByTestId('product-type'), t.common.productTypes.RAW_MATERIAL);
    await page.getByTestId('product-name').fill(name);
    await pickOption(page, page.getByTestId('product-unit'), `Kg — ${t.common.units.Kg}`);
    await page.getByTestId('product-amount').fill('10');
    await page.getByTestId('product-total-cost').fill('10000');
    // The unit cost is computed as the farmer types: 10,000 / 10 = 1,000 per Kg.
    await eventually(() => digits(page, 'product-unit-cost'), '1000');
    await page.getByTestId('product-price').fill('2500');
    await page
      .getByTestId('product-description')
      .fill(lang === 'es' ? 'Cosecha de Ciénaga, maduración natural' : 'Ciénaga harvest, naturally ripened');
    await page.getByTestId('product-public').click();
    await page
      .getByTestId('product-image')
      .locator('input[type=file]')
      .setInputFiles(await samplePhoto());
    await page.getByTestId('product-image-preview').waitFor();
    await page.getByTestId('product-document').locator('input[type=file]').setInputFiles(sampleDataSheet());
    await page.getByTestId('product-document-name').waitFor();
    await screenshot(page, lang, 'create-product');

    await page.getByTestId('product-save').click();
    await page.getByTestId('product-created-dialog').waitFor();
    await page.getByText(t.common.success.productCreated).first().waitFor();
    await screenshot(page, lang, 'product-created');
    await page.getByTestId('product-created-accept').click();
    await page.waitForURL((url) => url.pathname === '/userProducts');

    // The new product is first in the list, with its thumbnail and stock: 10 on hand, none reserved, 10 available.
    const row = page.getByTestId(`product-row-${name}`);
    await row.waitFor();
    await eventually(async () => (await row.getByTestId('product-levels-amount').innerText()).replace(/\D/g, ''), '10');
    await eventually(async () => (await row.getByTestId('product-levels-available').innerText()).replace(/\D/g, ''), '10');
    await expect(row.locator('img').first().getAttribute('src')).resolves.toMatch(/thumb/);
    await row.getByTestId('product-link').click();
    await page.waitForURL((url) => url.pathname.startsWith('/products/'));
    await page.getByTestId('stock-tab').waitFor();
    await eventually(() => digits(page, 'detail-unit-cost'), '1000');

    // Two additions at different costs: the unit cost is the weighted average.
    await changeStock(page, '5', '8000'); // (10,000 + 8,000) / 15 = 1,200
    await eventually(() => digits(page, 'detail-unit-cost'), '1200');
    await changeStock(page, '5', '12000'); // (18,000 + 12,000) / 20 = 1,500
    await eventually(() => digits(page, 'detail-unit-cost'), '1500');
    await eventually(() => digits(page, 'detail-stock-value'), '30000');
    // A removal takes no cost and keeps the unit cost.
    await page.getByTestId('detail-change-stock').click();
    await page.getByTestId('stock-amount').fill('-4');
    await eventually(() => page.getByTestId('stock-cost').count(), 0);
    await page.getByTestId('stock-save').click();
    await page.getByTestId('stock-dialog').waitFor({ state: 'hidden' });
    await eventually(async () => (await page.getByTestId('detail-amount').innerText()).replace(/\D/g, ''), '16');
    await eventually(() => digits(page, 'detail-unit-cost'), '1500');
    await eventually(() => page.getByTestId('movement-row').count(), 4);
    await expect(page.getByTestId('stock-tab').innerText()).resolves.toContain(p.detail.reasons.removal);
    await screenshot(page, lang, 'product-stock');

    await page.getByTestId('product-tab-statistics').click();
    await page.getByTestId('stock-chart').locator('canvas').waitFor();
    await screenshot(page, lang, 'product-statistics');

    await page.getByTestId('product-tab-edit').click();
    const renamed = `${name} ${lang === 'es' ? 'extra' : 'premium'}`;
    await page.getByTestId('edit-product-name').fill(renamed);
    await page.getByTestId('edit-product-price').fill('3000');
    await screenshot(page, lang, 'product-edit');
    await page.getByTestId('edit-product-save').click();
    await page.getByText(p.edit.saved).first().waitFor();
    await page.getByTestId('product-detail').getByText(renamed).first().waitFor();

    // The data sheet page shows the current files and offers replacements.
    await page.getByTestId('detail-files-link').click();
    await page.waitForURL((url) => url.pathname === '/upload');
    await page.getByTestId('product-image-current').waitFor();
    await screenshot(page, lang, 'upload');

    await page.goto('/userProducts');
    const renamedRow = page.getByTestId(`product-row-${renamed}`);
    await renamedRow.getByTestId('product-delete').click();
    await page.getByTestId('delete-dialog').getByRole('dialog').waitFor();
    await page.getByTestId('delete-confirm').click();
    await renamedRow.waitFor({ state: 'detached' });
    await context.close();
  });

  test('each kind of user gets the inventory its role allows', async () => {
    const { context, page } = await newVisitor(browser, lang, screenFor(lang));

    // A carrier keeps no products of its own: products in transport (the demo's plantains on its truck), no add button.
    await loginByApi(page, 'logistic@demo.agrocadena.co');
    await page.goto('/userProducts');
    await page.getByText(p.list.transportTitle).first().waitFor();
    const plantains = page.getByTestId('transport-goods-Plátano hartón');
    await plantains.waitFor();
    expect(await page.getByTestId('add-product').count()).toBe(0);
    await screenshot(page, lang, 'user-products-logistic');
    await plantains.getByTestId('transport-details').click();
    await page.getByTestId('transport-details-lines').getByText('Plátano hartón', { exact: false }).waitFor();
    await screenshot(page, lang, 'transport-details');
    await page.getByTestId('transport-details-close').click();

    // A supplier only registers supplies: the type is fixed, not chosen.
    await loginByApi(page, 'supplier@demo.agrocadena.co');
    await page.goto('/createProduct');
    await expect(page.getByTestId('product-type-fixed').innerText()).resolves.toBe(t.common.productTypes.SUPPLIE);
    expect(await page.getByTestId('product-type').count()).toBe(0);
    await screenshot(page, lang, 'create-product-supplier');

    // A retailer stocks up from the catalogue.
    await loginByApi(page, 'minorist@demo.agrocadena.co');
    await page.goto('/userProducts');
    await page.getByTestId('add-product').click();
    await page.waitForURL((url) => url.pathname === '/productsCatalog');
    await context.close();
  });

  test('on a phone the inventory, its stock dialog, branch offices, map and profile fit the screen', async () => {
    const { context, page } = await newVisitor(browser, lang, PHONE);
    await loginByApi(page, 'enterprise@demo.agrocadena.co');
    await page.goto('/userProducts');
    const firstRow = page.locator('[data-testid^="product-row-"]').first();
    await firstRow.waitFor();
    // Each product as one cell with its options: nothing scrolls sideways (screenshot checks it).
    await firstRow.getByTestId('product-edit').waitFor();
    await screenshot(page, lang, 'user-products-phone');
    await firstRow.getByTestId('product-link').click();
    await page.getByTestId('stock-tab').waitFor();
    await page.getByTestId('detail-change-stock').click();
    await page.getByTestId('stock-amount').fill('3');
    await page.getByTestId('stock-cost').fill('9000');
    await page.getByTestId('stock-new-unit-cost').waitFor();
    await screenshot(page, lang, 'stock-dialog-phone');

    // The other screens of an enterprise's inventory, each checked for anything wider than the phone.
    for (const [path, ready, name] of [
      ['/createProduct', 'create-product', 'create-product-phone'],
      ['/userBranchOffices', 'user-branch-offices', 'user-branch-offices-phone'],
      ['/createBranchOffice', 'create-branch-office', 'create-branch-office-phone'],
      ['/map', 'office-marker', 'map-phone'],
      ['/editUser', 'profile-form', 'edit-user-phone'],
    ]) {
      await page.goto(path);
      await page.getByTestId(ready).first().waitFor();
      await screenshot(page, lang, name);
    }

    // A marker's pop-up opens inside the map, however narrow the phone.
    await page.goto('/map');
    await page.getByTestId('office-marker').first().click({ force: true });
    const popup = page.locator('.leaflet-popup').first();
    await popup.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const [mapBox, popupBox] = await Promise.all([page.getByTestId('branch-office-map').first().boundingBox(), popup.boundingBox()]);
    expect(popupBox!.x).toBeGreaterThanOrEqual(mapBox!.x);
    expect(popupBox!.x + popupBox!.width).toBeLessThanOrEqual(mapBox!.x + mapBox!.width);
    await screenshot(page, lang, 'map-popup-phone');
    await context.close();
  });
});
