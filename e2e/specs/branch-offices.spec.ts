import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newVisitor, screenshot, type Lang } from '../support/browser';
import { eventually } from '../support/eventually';
import { screenFor } from '../support/screens';
import { loginByApi } from '../support/session';
import { texts } from '../support/texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Clicks the map where a person would: at a fraction of its width and height. */
async function clickMap(page: Page, fx = 0.5, fy = 0.5) {
  const map = page.getByTestId('branch-office-map').first();
  // A mouse click lands only inside the viewport; a failed submit may have scrolled the map away.
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map is not on screen');
  await page.mouse.click(box.x + box.width * fx, box.y + box.height * fy);
}

describe.each<Lang>(['es', 'en'])('branch offices and the map (%s)', (lang) => {
  const t = texts[lang];
  const bo = t.inventory.branchOffices;

  test('a carrier places a new office by clicking the map and finds it on /map', async () => {
    const { context, page } = await newVisitor(browser, lang, screenFor(lang));
    await loginByApi(page, 'logistic@demo.agrocadena.co');
    await page.goto('/userBranchOffices');
    await page.getByText(bo.list.title).first().waitFor();
    await page.locator('[data-testid^="office-row-"]').first().waitFor();
    const seeded = await page.locator('[data-testid^="office-row-"]').count();
    expect(seeded).toBeGreaterThan(0);
    await screenshot(page, lang, 'user-branch-offices');

    await page.getByTestId('add-branch-office').click();
    await page.waitForURL((url) => url.pathname === '/createBranchOffice');
    await page.getByText(bo.create.title).first().waitFor();

    // Nothing filled in: every required field says so, and the map asks for a location.
    await page.getByTestId('office-submit').click();
    await page.getByText(t.common.validation.requiredField, { exact: true }).first().waitFor();
    await page.getByText(bo.form.locationRequired).waitFor();
    await eventually(() => page.getByText(t.common.validation.requiredField, { exact: true }).count(), 2);
    await page.getByText(t.common.validation.fillInTheRequiredFields).waitFor();

    const name = `${lang === 'es' ? 'Bodega Malambo' : 'Malambo depot'} ${Date.now().toString(36)}`;
    await page.getByTestId('office-name').fill(name);
    await page.getByTestId('office-description').fill(lang === 'es' ? 'Patio de cargue y frío' : 'Loading yard and cold room');
    await page.getByTestId('office-address').fill('Carrera 13 # 10-20, Malambo');
    // The tiles come from the internet, which this machine does not reach: picking still works.
    // Each language's run places its office elsewhere, so their markers do not overlap on /map.
    await clickMap(page, lang === 'es' ? 0.3 : 0.7, lang === 'es' ? 0.35 : 0.7);
    await page.getByTestId('picker-marker').waitFor();
    // The point written the language's way: "10,91234" in Spanish, "10.91234" in English.
    const coordinates = lang === 'es' ? /1[01],\d{5}.*-7[45],\d{5}/ : /1[01]\.\d{5}.*-7[45]\.\d{5}/;
    await expect(page.getByTestId('picked-location').innerText()).resolves.toMatch(coordinates);
    await screenshot(page, lang, 'create-branch-office');
    await page.getByTestId('office-submit').click();

    await page.waitForURL((url) => url.pathname === '/userBranchOffices');
    await page.getByText(bo.create.success).waitFor();
    await page.getByTestId(`office-row-${name}`).waitFor();

    // One marker per office; the new one's popup tells its name and address.
    await page.getByTestId('see-all-on-map').click();
    await page.waitForURL((url) => url.pathname === '/map');
    await page.getByTestId('offices-map-count').waitFor();
    const markers = page.getByTestId('office-marker');
    await eventually(() => markers.count(), seeded + 1);
    const popup = page.getByTestId(`office-popup-${name}`);
    for (let i = 0; i < seeded + 1; i += 1) {
      await markers.nth(i).click({ force: true });
      const opened = await popup.waitFor({ timeout: 1500 }).then(
        () => true,
        () => false,
      );
      if (opened) break;
    }
    await popup.waitFor();
    await expect(popup.innerText()).resolves.toContain('Carrera 13 # 10-20, Malambo');
    await screenshot(page, lang, 'map');
    await context.close();
  });
});
