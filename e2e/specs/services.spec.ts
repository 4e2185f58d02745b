import type { Browser, Page } from 'playwright-core';
import { pickOption } from '../support/antd';
import { launchBrowser, newVisitor, screenshot, type Lang } from '../support/browser';
import { samplePhoto } from '../support/files';
import { dashboardMenu, onAPhone, screenFor } from '../support/screens';
import { loginByApi } from '../support/session';
import { texts } from '../support/texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Services → My services in the dashboard menu (its pop-up on a laptop, the drawer on a phone). */
async function openMyServices(page: Page) {
  const menu = await dashboardMenu(page);
  if (!onAPhone(page)) await menu.getByTestId('nav-services').hover();
  await page.locator('[data-testid="nav-services.myServices"]:visible').first().click();
  await page.waitForURL((url) => url.pathname === '/userServices');
}

async function addPicture(page: Page, name: string) {
  await page
    .getByTestId('service-image')
    .locator('input[type=file]')
    .setInputFiles(await samplePhoto(name, '#1565c0'));
  await page.getByTestId('service-image-preview').waitFor();
}

describe.each<Lang>(['es', 'en'])('services users offer (%s)', (lang) => {
  const t = texts[lang];
  const s = t.inventory.services;
  const stamp = () => Date.now().toString(36);

  test('the carrier offers transport over towns and storage in its branch office, edits and deletes them', async () => {
    const { context, page } = await newVisitor(browser, lang, screenFor(lang));
    await loginByApi(page, 'logistic@demo.agrocadena.co');
    await page.goto('/home');
    await openMyServices(page);
    await page.getByTestId('service-row-Transporte refrigerado en el Atlántico').waitFor();
    await screenshot(page, lang, 'user-services');

    // Transport: the towns come from a dialog, department → town.
    await page.getByTestId('add-service').click();
    await page.waitForURL((url) => url.pathname === '/createService');
    const transport = `${lang === 'es' ? 'Acarreo de fruta' : 'Fruit haulage'} ${stamp()}`;
    await page.getByTestId('service-name').fill(transport);
    await pickOption(page, page.getByTestId('service-type'), s.types.TRANSPORT);
    // Nothing but the name and type: the form names what is missing, the towns first.
    await page.getByTestId('service-submit').click();
    await page.getByTestId('service-form-error').getByText(t.common.validation.addTowns).waitFor();
    await page.getByText(t.common.validation.addImage).waitFor();
    await page.getByTestId('choose-towns').click();
    const dialog = page.getByTestId('towns-dialog');
    for (const town of ['Soledad', 'Malambo']) {
      await pickOption(page, page.locator('#service-towns-town'), town);
      await page.getByTestId('town-add').click();
      await page.getByTestId(`town-${town}`).waitFor();
    }
    await screenshot(page, lang, 'service-towns');
    await page.getByTestId('towns-confirm').click();
    await dialog.waitFor({ state: 'hidden' });
    await addPicture(page, 'camion.png');
    await screenshot(page, lang, 'create-service');
    await page.getByTestId('service-submit').click();
    await page.getByTestId('service-created-dialog').waitFor();
    await page.getByTestId('service-created-accept').click();
    await page.waitForURL((url) => url.pathname === '/userServices');
    await page.getByTestId(`service-row-${transport}`).getByTestId('service-association').getByText('Soledad, Malambo', { exact: false }).waitFor();

    // Storage: on one of its branch offices.
    await page.getByTestId('add-service').click();
    const storage = `${lang === 'es' ? 'Bodega de paso' : 'Transit storage'} ${stamp()}`;
    await page.getByTestId('service-name').fill(storage);
    await pickOption(page, page.getByTestId('service-type'), s.types.STORAGE);
    await addPicture(page, 'bodega.png');
    await page.getByTestId('service-submit').click();
    await page.getByTestId('service-form-error').getByText(t.common.validation.addBranchOffice).waitFor();
    await pickOption(page, page.getByTestId('service-office'), 'Bodega Malambo');
    await page.getByTestId('service-submit').click();
    await page.getByTestId('service-created-accept').click();
    const storageRow = page.getByTestId(`service-row-${storage}`);
    await storageRow.getByTestId('service-association').getByText('Bodega Malambo', { exact: false }).waitFor();

    // Edit the storage into the other depot, then delete both new services.
    await storageRow.getByTestId('service-edit').click();
    const edit = page.getByRole('dialog');
    await pickOption(page, edit.getByTestId('service-office'), 'Sede principal Soledad');
    await screenshot(page, lang, 'edit-service');
    await edit.getByTestId('service-submit').click();
    await storageRow.getByTestId('service-association').getByText('Sede principal Soledad', { exact: false }).waitFor();
    for (const name of [storage, transport]) {
      await page.getByTestId(`service-row-${name}`).getByTestId('service-delete').click();
      await page.getByTestId('delete-service-confirm').click();
      await page.getByTestId(`service-row-${name}`).waitFor({ state: 'detached' });
    }
    await context.close();
  });

  test('the dairy offers a production service tied to one of its activities', async () => {
    const { context, page } = await newVisitor(browser, lang, screenFor(lang));
    await loginByApi(page, 'enterprise@demo.agrocadena.co');
    await page.goto('/createService');
    const name = `${lang === 'es' ? 'Bollos por encargo' : 'Bollos to order'} ${stamp()}`;
    await page.getByTestId('service-name').fill(name);
    await pickOption(page, page.getByTestId('service-activity'), 'Elaboración de bollos de yuca');
    await addPicture(page, 'bollo.png');
    await page.getByTestId('service-submit').click();
    await page.getByTestId('service-created-dialog').getByText(s.create.success).waitFor();
    await page.getByTestId('service-created-accept').click();
    const row = page.getByTestId(`service-row-${name}`);
    await row.getByTestId('service-association').getByText('Elaboración de bollos de yuca', { exact: false }).waitFor();
    await screenshot(page, lang, 'user-services-enterprise');
    await row.getByTestId('service-delete').click();
    await page.getByTestId('delete-service-confirm').click();
    await row.waitFor({ state: 'detached' });
    await context.close();
  });
});
