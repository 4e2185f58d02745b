import { createUser, naturalBody, type TestUser } from './accounts';
import type { Client, Json, JsonObject } from './http';

/** What the create form sends: 10 Kg of yuca that cost 1,000 a kilo. */
export function productBody(overrides: Record<string, unknown> = {}): JsonObject {
  return {
    type: 'RAW_MATERIAL',
    name: 'Yuca criolla',
    unitMeasure: 'Kg',
    amount: 10,
    unitCost: 1000,
    price: 2500,
    description: 'Yuca fresca de Repelón',
    public: false,
    ...overrides,
  };
}

/** Creates a product over HTTP and returns it (throws unless 201). */
export async function createProduct(api: Client, owner: TestUser, overrides: Record<string, unknown> = {}): Promise<JsonObject> {
  const res = await api.post('/products', productBody({ user: owner.id, ...overrides }), { token: owner.token });
  if (res.status !== 201) throw new Error(`product not created: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A verified, logged-in natural person of the given chain link. */
export function userOfType(api: Client, outboxDir: string, userType: string): Promise<TestUser> {
  return createUser(api, outboxDir, naturalBody({ userType }));
}

export interface UploadFile {
  content: Buffer;
  name: string;
  type: string;
  /** Multipart field; defaults to `image`. */
  field?: string;
}

/** A multipart POST to /api/upload or /api/uploadDocument: fields first, then the file. */
export async function uploadTo(
  baseUrl: string,
  endpoint: '/upload' | '/uploadDocument',
  fields: Record<string, string>,
  file: UploadFile | null,
  token?: string,
): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(file.field ?? 'image', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (token) headers.authorization = token;
  const res = await fetch(`${baseUrl}/api${endpoint}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json() };
}

/** The smallest document PDF readers accept, with a recognisable marker inside. */
export function pdfBytes(marker = 'AgroCadena'): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj<</Title (${marker})>>endobj\ntrailer<<>>\n%%EOF\n`, 'latin1');
}
