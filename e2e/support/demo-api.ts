import { readState } from './env';
import { DEMO_PASSWORD, sessionFromApi } from './session';

/**
 * A call of the API as the demo account `email` (`:me` in the path is its id): for the facts a
 * journey checks beside the screen, and the steps it only needs done.
 */
export const demoApi = <T>(email: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> =>
  apiAs({ email, password: DEMO_PASSWORD }, method, path, body);

/** The same as any account. */
export async function apiAs<T>(account: { email: string; password: string }, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const session = await sessionFromApi(account.email, account.password);
  const res = await fetch(`${readState().baseUrl}/api${path.replace(':me', String(session._id))}`, {
    method,
    headers: { authorization: String(session.token), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as { success: boolean; data: T; message: string };
  if (!answer.success) throw new Error(`${method} ${path}: ${answer.message}`);
  return answer.data;
}

export interface DemoProduct {
  _id: string;
  name: string;
  amount: number;
  price: number | null;
  /** The catalogue's: how much is free to sell, read by a signed-in user. */
  available?: number | null;
}

/** One of the account's own products, by name. */
export const demoProduct = async (email: string, name: string) =>
  (await demoApi<DemoProduct[]>(email, 'GET', '/users/:me/products?skip=0&limit=100')).find((product) => product.name === name) as DemoProduct;
