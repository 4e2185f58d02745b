import type { Browser, Page } from 'playwright-core';
import { freshEnterprise } from '../support/accounts';
import { pickOption, visibleFieldLabels } from '../support/antd';
import { launchBrowser, newVisitor, screenshot, type Lang } from '../support/browser';
import { linkFromOutbox } from '../support/outbox';
import { closeDashboardMenu, chooseLanguage, dashboardMenu, logOut, screenFor } from '../support/screens';
import { USER_STORAGE_KEY } from '../support/session';
import { texts } from '../support/texts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function logIn(page: Page, email: string, password: string) {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname === '/home');
}

async function verifyFromOutbox(page: Page, lang: Lang, email: string) {
  const link = await linkFromOutbox(email, '/verified/');
  await page.goto(link);
  await page.getByText(texts[lang].common.success.emailVerifiedMsg).waitFor();
}

describe.each<Lang>(['es', 'en'])('accounts in the browser (%s)', (lang) => {
  const t = texts[lang];

  test('a natural person signs up, verifies, logs in, edits, changes and recovers the password', async () => {
    const { context, page } = await newVisitor(browser, lang, screenFor(lang));
    let email = `ana.${lang}.${unique()}@finca.test`;
    const password = 'Cosecha2026';

    // Landing → sign-up.
    await page.goto('/');
    await page.getByTestId('supply-chain').waitFor();
    await screenshot(page, lang, 'landing');
    await page.getByTestId('hero-sign-up').click();
    await page.waitForURL((url) => url.pathname === '/signUp');

    // The cascading form reveals its fields in their fixed order.
    const form = page.getByTestId('sign-up-form');
    const f = t.common.fields;
    await page.getByTestId('sign-up-email').fill(email);
    expect(await visibleFieldLabels(form)).not.toContain(f.socialIdType);
    await pickOption(page, page.getByTestId('sign-up-person-type'), t.common.personTypes.NATURAL);
    expect(await visibleFieldLabels(form)).not.toContain(f.socialId);
    await pickOption(page, page.getByTestId('sign-up-id-type'), t.common.idTypes.CC);
    await page.getByTestId('sign-up-social-id').fill('1045678901');
    await page.getByTestId('sign-up-phone').fill('3001234567');
    await page.getByTestId('sign-up-first-name').fill('Ana');
    await page.getByTestId('sign-up-last-name').fill('Pérez');
    expect(await visibleFieldLabels(form)).not.toContain(f.town);
    await pickOption(page, form.locator('#signUp_department'), 'Atlántico');
    expect(await visibleFieldLabels(form)).not.toContain(f.address);
    await pickOption(page, form.locator('#signUp_town'), 'Soledad');
    await page.getByTestId('sign-up-address').fill('Calle 30 # 12-45');
    await pickOption(page, page.getByTestId('sign-up-user-type'), t.shell.chain.AGRO.title);
    await page.getByTestId('sign-up-password').fill(password);
    await page.getByTestId('sign-up-repeat-password').fill(password);
    expect(await visibleFieldLabels(form)).toEqual([
      f.email,
      f.personType,
      f.socialIdType,
      f.socialId,
      f.phone,
      f.firstName,
      f.lastName,
      f.department,
      f.town,
      f.address,
      f.userType,
      f.password,
      f.repeatPassword,
    ]);
    await screenshot(page, lang, 'sign-up');
    await page.getByTestId('sign-up-submit').click();
    await page.waitForURL((url) => url.pathname === '/successfulSignUp');
    await page.getByText(t.shell.successfulSignUp.title).waitFor();
    await screenshot(page, lang, 'successful-sign-up');

    // Not verified yet: login is refused with a clear message.
    await page.goto('/login');
    await page.getByTestId('login-email').fill(email);
    await page.getByTestId('login-password').fill(password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();

    // The mailed link verifies the account; then login lands on /home with the AGRO menu.
    await verifyFromOutbox(page, lang, email);
    await screenshot(page, lang, 'verified');
    await page.goto('/login');
    await screenshot(page, lang, 'login');
    await logIn(page, email, password);
    await page.getByTestId('home-page').waitFor();
    await screenshot(page, lang, 'home');
    // On a 1366 px laptop the tips' tabs stay inside their card (they used to run past its edge).
    const screenSize = page.viewportSize();
    await page.setViewportSize({ width: 1366, height: 768 });
    const tips = page.getByTestId('home-tips');
    expect(await tips.evaluate((card) => card.scrollWidth - card.clientWidth)).toBeLessThanOrEqual(0);
    if (screenSize) await page.setViewportSize(screenSize);
    const menu = await dashboardMenu(page);
    for (const key of ['inventory', 'contacts', 'requestsOverview']) await menu.getByTestId(`nav-${key}`).first().waitFor();
    await expect(menu.getByTestId('nav-production').count()).resolves.toBe(0);
    await closeDashboardMenu(page);

    // Language switch, kept after a reload.
    const other: Lang = lang === 'es' ? 'en' : 'es';
    const inventoryIn = async (language: Lang) => {
      await (await dashboardMenu(page)).getByTestId('nav-inventory').first().getByText(texts[language].shell.nav.inventory).waitFor();
      await closeDashboardMenu(page);
    };
    await chooseLanguage(page, other);
    await inventoryIn(other);
    await page.reload();
    await inventoryIn(other);
    await chooseLanguage(page, lang);
    await inventoryIn(lang);

    // Edit the profile through the user menu.
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-edit').click();
    await page.waitForURL((url) => url.pathname === '/editUser');
    const profile = page.getByTestId('profile-form');
    await profile.waitFor();
    await profile.getByLabel(f.firstName).fill('Ana María');
    await profile.getByLabel(f.address).fill('Carrera 45 # 20-10');
    await screenshot(page, lang, 'edit-user');
    await page.getByTestId('profile-submit').click();
    await page.getByText(t.common.success.profileUpdated).first().waitFor();
    await page.locator('[data-testid="user-menu"][aria-label="Ana María"]').waitFor();

    // A new email changes nothing until the link mailed to it is opened.
    const newEmail = `ana.maria.${lang}.${unique()}@finca.test`;
    await profile.getByLabel(f.email).fill(newEmail);
    await page.getByTestId('profile-submit').click();
    await page.getByTestId('profile-pending-email').getByText(newEmail).waitFor();
    await expect(profile.getByLabel(f.email).inputValue()).resolves.toBe(email);
    await screenshot(page, lang, 'edit-user-pending-email');
    await page.goto(await linkFromOutbox(newEmail, '/confirm-email/'));
    await page.getByTestId('email-changed').getByText(newEmail).waitFor();
    await screenshot(page, lang, 'confirm-email');
    await page.getByTestId('confirm-email-next').click();
    await page.waitForURL((url) => url.pathname === '/editUser');
    await expect(profile.getByLabel(f.email).inputValue()).resolves.toBe(newEmail);
    await expect(page.getByTestId('profile-pending-email').count()).resolves.toBe(0);
    email = newEmail;

    // Change the password: the session ends and login asks again.
    const newPassword = 'Siembra2027';
    await page.getByTestId('user-menu').click();
    await page.getByTestId('user-menu-password').click();
    await page.waitForURL((url) => url.pathname === '/changePassword');
    await page.getByTestId('password').fill(newPassword);
    await page.getByTestId('repeat-password').fill(newPassword);
    await screenshot(page, lang, 'change-password');
    await page.getByTestId('password-submit').click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), USER_STORAGE_KEY)).toBeNull();
    await logIn(page, email, newPassword);

    // Log out: the stored user is gone and the landing page shows.
    await logOut(page);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), USER_STORAGE_KEY)).toBeNull();

    // Forgot the password: the mailed link leads to a new one.
    await page.goto('/login');
    await page.getByTestId('forgot-open').click();
    await page.getByTestId('forgot-email').fill(email);
    await page.getByTestId('forgot-send').click();
    // The dialog closes with the server's answer as a toast, the same whether or not the email exists.
    await page.getByTestId('toasts').getByText(t.api('RECOVERY_SENT')).waitFor();
    await page.getByTestId('forgot-email').waitFor({ state: 'detached' });
    await screenshot(page, lang, 'forgot-password');
    const resetLink = await linkFromOutbox(email, '/reset-password/');
    await page.goto(resetLink);
    const restored = 'Cafetal2028';
    await page.getByTestId('email').fill(email);
    await page.getByTestId('password').fill(restored);
    await page.getByTestId('repeat-password').fill(restored);
    await screenshot(page, lang, 'reset-password');
    await page.getByTestId('password-submit').click();
    await page.waitForURL((url) => url.pathname === '/login');
    await logIn(page, email, restored);
    await context.close();
  });

  test('a juridical person signs up with NIT and an enterprise name, and gets its menu', async () => {
    const { context, page } = await newVisitor(browser, lang, screenFor(lang));
    const email = `planta.${lang}.${unique()}@agroindustria.test`;
    const password = 'Planta2026';
    await page.goto('/signUp');
    const form = page.getByTestId('sign-up-form');
    const f = t.common.fields;
    await page.getByTestId('sign-up-email').fill(email);
    await pickOption(page, page.getByTestId('sign-up-person-type'), t.common.personTypes.JURIDICAL);
    // A legal entity is offered NIT only (the browser's own select: its options, the placeholder aside).
    const idOptions = page.getByTestId('sign-up-id-type').locator('option:not([disabled])');
    expect(await idOptions.allInnerTexts()).toEqual([t.common.idTypes.NIT]);
    await pickOption(page, page.getByTestId('sign-up-id-type'), t.common.idTypes.NIT);
    await page.getByTestId('sign-up-social-id').fill('900123456-7');
    await page.getByTestId('sign-up-phone').fill('6053456789');
    await page.getByTestId('sign-up-enterprise-name').fill('Lácteos del Caribe SAS');
    await pickOption(page, form.locator('#signUp_department'), 'Atlántico');
    await pickOption(page, form.locator('#signUp_town'), 'Malambo');
    await page.getByTestId('sign-up-address').fill('Zona Franca, bodega 7');
    await pickOption(page, page.getByTestId('sign-up-user-type'), t.shell.chain.ENTERPRISE.title);
    await page.getByTestId('sign-up-password').fill(password);
    await page.getByTestId('sign-up-repeat-password').fill(password);
    expect(await visibleFieldLabels(form)).toEqual([
      f.email,
      f.personType,
      f.socialIdType,
      f.socialId,
      f.phone,
      f.enterpriseName,
      f.department,
      f.town,
      f.address,
      f.userType,
      f.password,
      f.repeatPassword,
    ]);
    await screenshot(page, lang, 'sign-up-juridical');
    await page.getByTestId('sign-up-submit').click();
    await page.waitForURL((url) => url.pathname === '/successfulSignUp');

    await verifyFromOutbox(page, lang, email);
    await page.goto('/login');
    await logIn(page, email, password);
    await page.locator('[data-testid="user-menu"][aria-label="Lácteos del Caribe SAS"]').waitFor();
    const menu = await dashboardMenu(page);
    for (const key of ['inventory', 'production', 'services', 'contacts']) await menu.getByTestId(`nav-${key}`).first().waitFor();
    await context.close();
  });

  test('signing up with an email that has an account looks the same; only its owner is told, by mail', async () => {
    const owner = await freshEnterprise();
    const { context, page } = await newVisitor(browser, lang, screenFor(lang));
    await page.goto('/signUp');
    const form = page.getByTestId('sign-up-form');
    await page.getByTestId('sign-up-email').fill(owner.email);
    await pickOption(page, page.getByTestId('sign-up-person-type'), t.common.personTypes.NATURAL);
    await pickOption(page, page.getByTestId('sign-up-id-type'), t.common.idTypes.CC);
    await page.getByTestId('sign-up-social-id').fill('1045678902');
    await page.getByTestId('sign-up-phone').fill('3007654321');
    await page.getByTestId('sign-up-first-name').fill('Otra');
    await page.getByTestId('sign-up-last-name').fill('Persona');
    await pickOption(page, form.locator('#signUp_department'), 'Atlántico');
    await pickOption(page, form.locator('#signUp_town'), 'Soledad');
    await page.getByTestId('sign-up-address').fill('Calle 30 # 12-45');
    await pickOption(page, page.getByTestId('sign-up-user-type'), t.shell.chain.AGRO.title);
    await page.getByTestId('sign-up-password').fill('Intento2026');
    await page.getByTestId('sign-up-repeat-password').fill('Intento2026');
    await page.getByTestId('sign-up-submit').click();
    await page.waitForURL((url) => url.pathname === '/successfulSignUp');
    await page.getByText(t.shell.successfulSignUp.title).waitFor();

    // The owner's mail carries a recovery link; the account and its password are as they were.
    await linkFromOutbox(owner.email, '/reset-password/');
    await page.goto('/login');
    await logIn(page, owner.email, owner.password);
    await context.close();
  });

  test("the sign-up form explains what is missing, in the visitor's language", async () => {
    const { context, page } = await newVisitor(browser, lang, screenFor(lang));
    await page.goto('/signUp');
    await page.getByTestId('sign-up-email').fill('someone@finca.test');
    await page.getByTestId('sign-up-submit').click();
    await page.getByText(t.common.validation.selectPersonType).first().waitFor();
    await pickOption(page, page.getByTestId('sign-up-person-type'), t.common.personTypes.NATURAL);
    await page.getByTestId('sign-up-password').fill('Cosecha2026');
    await page.getByTestId('sign-up-repeat-password').fill('Cosecha2027');
    await page.getByTestId('sign-up-submit').click();
    await page.getByText(t.common.validation.passwordsDoNotMatch).first().waitFor();
    await screenshot(page, lang, 'sign-up-errors');
    await context.close();
  });
});
