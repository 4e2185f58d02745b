import type { BrowserContext, Page } from 'playwright-core';
import { readState } from './env';

export const DEMO_PASSWORD = 'demo12345';
/** Where the app keeps the session (shared-ui's USER_STORAGE_KEY). */
export const USER_STORAGE_KEY = 'USER';

/** A session from the API, as the login page receives it. */
export async function sessionFromApi(email: string, password = DEMO_PASSWORD): Promise<Record<string, unknown>> {
  const res = await fetch(`${readState().baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { success: boolean; data: Record<string, unknown>; message: string };
  if (!body.success) throw new Error(`login of ${email} failed: ${body.message}`);
  return body.data;
}

/** Logs in over the API and stores the session as the app does, for tests that start past login. */
export async function loginByApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<Record<string, unknown>> {
  const user = await sessionFromApi(email, password);
  await page.goto('/');
  await page.evaluate(([key, stored]) => window.localStorage.setItem(key, JSON.stringify(stored)), [USER_STORAGE_KEY, user] as const);
  return user;
}

/** Stores the session as the app does before any page of `context` loads: a cold visit already logged in. */
export async function storeSessionBeforeLoad(context: BrowserContext, user: Record<string, unknown>): Promise<void> {
  await context.addInitScript(([key, stored]) => window.localStorage.setItem(key, stored), [USER_STORAGE_KEY, JSON.stringify(user)] as const);
}
