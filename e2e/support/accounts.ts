import { readState } from './env';
import { linkFromOutbox } from './outbox';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface FreshAccount {
  email: string;
  password: string;
}

/**
 * A new, verified agro-industry account with nothing in it yet, made over the API (sign-up, the
 * mailed link): for journeys that start where a new user starts, without repeating the sign-up
 * screens accounts.spec.ts already drives.
 */
export async function freshEnterprise(): Promise<FreshAccount> {
  const { baseUrl } = readState();
  const tag = unique();
  const email = `planta.${tag}@agro.test`;
  const password = 'Produccion2026';
  const res = await fetch(`${baseUrl}/api/signUp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      userType: 'ENTERPRISE',
      personType: 'JURIDICAL',
      socialIdType: 'NIT',
      socialId: `9${String(Date.now()).slice(-8)}-${Math.floor(Math.random() * 10)}`,
      enterpriseName: `Frutas ${tag} S.A.S.`,
      firstName: 'Rosa',
      lastName: 'Ariza',
      email,
      password,
      phoneNumbers: ['6053456789'],
      town: '08758',
      address: 'Carrera 38 #30-12',
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up of ${email} failed: ${await res.text()}`);
  const link = new URL(await linkFromOutbox(email, '/verified/'));
  const token = link.pathname.split('/').pop();
  const verified = await fetch(`${baseUrl}/api/verifyToken/?token=${token}`);
  if (verified.status !== 200) throw new Error(`verification of ${email} failed: ${await verified.text()}`);
  return { email, password };
}
