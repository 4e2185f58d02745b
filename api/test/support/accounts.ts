import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Client, JsonObject } from './http';

export const PASSWORD = 'secreto123';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.co`;
}

export function naturalBody(overrides: Record<string, unknown> = {}): JsonObject {
  return {
    email: uniqueEmail('natural'),
    password: PASSWORD,
    userType: 'AGRO',
    personType: 'NATURAL',
    socialIdType: 'CC',
    socialId: '1047123456',
    firstName: 'Ana María',
    lastName: 'Gutiérrez Polo',
    phoneNumbers: ['3001234567'],
    town: '08001',
    address: 'Calle 72 #45-10',
    ...overrides,
  };
}

export function juridicalBody(overrides: Record<string, unknown> = {}): JsonObject {
  return {
    email: uniqueEmail('juridica'),
    password: PASSWORD,
    userType: 'ENTERPRISE',
    personType: 'JURIDICAL',
    socialIdType: 'NIT',
    socialId: '900123456-7',
    enterpriseName: 'Frutas del Atlántico S.A.S.',
    phoneNumbers: ['6053456789'],
    town: '08758',
    address: 'Carrera 38 #30-12',
    ...overrides,
  };
}

/** The mails of the outbox addressed to `email`, oldest first. */
export function mailsTo(outboxDir: string, email: string): string[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((f) => f.endsWith(`-${email}.eml`))
    .sort()
    .map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8'));
}

/** The token of the last link `/<route>/<token>` mailed to `email` (waits for background mails). */
export async function mailedToken(outboxDir: string, email: string, route: 'verified' | 'reset-password' | 'confirm-email'): Promise<string> {
  const re = new RegExp(`/${route}/([A-Za-z0-9_-]+)`);
  for (let i = 0; i < 50; i++) {
    const mails = mailsTo(outboxDir, email).filter((m) => re.test(m));
    if (mails.length > 0) return re.exec(mails[mails.length - 1])![1];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${route} mail for ${email}`);
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  token: string;
}

/** Signs up, follows the mailed verification link and logs in. */
export async function createUser(api: Client, outboxDir: string, body: JsonObject = naturalBody()): Promise<TestUser> {
  const signUp = await api.post('/signUp', body);
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  const token = await mailedToken(outboxDir, body.email.toLowerCase(), 'verified');
  const verified = await api.get(`/verifyToken/?token=${token}`);
  if (verified.status !== 200) throw new Error(`verification failed: ${JSON.stringify(verified.body)}`);
  const login = await api.post('/login', { email: body.email, password: body.password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { id: login.body.data._id, email: login.body.data.email, password: body.password, token: login.body.data.token };
}
