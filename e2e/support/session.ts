import type { Page } from 'playwright-core';
import { readState } from './env';

export const DEMO_PASSWORD = 'demo12345';

/** Logs in over the API and stores the session as the app does, for tests that start past login. */
export async function loginByApi(page: Page, email: string, password = DEMO_PASSWORD): Promise<Record<string, unknown>> {
  const res = await fetch(`${readState().baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { success: boolean; data: Record<string, unknown>; message: string };
  if (!body.success) throw new Error(`login of ${email} failed: ${body.message}`);
  await page.goto('/');
  await page.evaluate((user) => window.localStorage.setItem('USER', JSON.stringify(user)), body.data);
  return body.data;
}
