import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { createUser, juridicalBody, type TestUser } from './support/accounts';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const api = t.api;
let ana: TestUser;
let firm: TestUser;
let png: Buffer;

beforeAll(async () => {
  ana = await createUser(api, t.outboxDir);
  firm = await createUser(api, t.outboxDir, juridicalBody());
  png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .png()
    .toBuffer();
});

function upload(fields: Record<string, string>, file: { field?: string; content: Buffer; name: string; type: string } | null, token?: string) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(file.field ?? 'image', new Blob([new Uint8Array(file.content)], { type: file.type }), file.name);
  return fetch(`${t.baseUrl}/api/upload`, { method: 'POST', body: form, headers: token ? { authorization: token, 'accept-language': 'en' } : {} });
}

const userDir = (id: string) => path.join(t.dataDir, 'uploads', 'users', id);
const stored = (id: string) => (fs.existsSync(userDir(id)) ? fs.readdirSync(userDir(id)) : []);

describe('POST /upload type=userPhoto', () => {
  test('a PNG is stored normalised with a thumbnail and served with safe headers', async () => {
    const res = await upload({ type: 'userPhoto', id: ana.id }, { content: png, name: 'me.png', type: 'image/png' }, ana.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ success: true, message: 'Photo uploaded successfully.' });
    expect(body.data.photo).toMatch(new RegExp(`^/api/files/users/${ana.id}/photo-[0-9a-f]+\\.webp$`));
    expect(body.data.thumbnail).toMatch(/-thumb\.webp$/);
    expect(stored(ana.id)).toHaveLength(2);

    const photo = await fetch(`${t.baseUrl}${body.data.photo}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(1024);

    const thumb = await fetch(`${t.baseUrl}${body.data.thumbnail}`);
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(256);

    const profile = await api.get(`/users/${ana.id}`, { token: ana.token });
    expect(profile.body.data.photo).toBe(body.data.photo);
    expect(profile.body.data.photoThumbnail).toBe(body.data.thumbnail);
  });

  test('JPEG and WebP are accepted; a new photo replaces the old files', async () => {
    const first = (await api.get(`/users/${ana.id}`, { token: ana.token })).body.data.photo;
    const jpeg = await sharp(png).jpeg().toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    expect((await upload({ type: 'userPhoto', id: ana.id }, { content: jpeg, name: 'a.jpg', type: 'image/jpeg' }, ana.token)).status).toBe(200);
    const res = await upload({ type: 'userPhoto', id: ana.id }, { content: webp, name: 'b.webp', type: 'image/webp' }, ana.token);
    expect(res.status).toBe(200);
    expect(stored(ana.id)).toHaveLength(2);
    expect((await fetch(`${t.baseUrl}${first}`)).status).toBe(404);
  });

  test('a text file named .png is refused and nothing is stored', async () => {
    const res = await upload(
      { type: 'userPhoto', id: firm.id },
      { content: Buffer.from('hello, not an image'), name: 'fake.png', type: 'image/png' },
      firm.token,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      code: 'INVALID_FILE',
      field: 'image',
      message: 'The file is not valid: JPEG, PNG, WebP accepted.',
    });
    expect(stored(firm.id)).toHaveLength(0);
  });

  test('a GIF (a real image of another format) is refused', async () => {
    const gif = await sharp(png).gif().toBuffer();
    const res = await upload({ type: 'userPhoto', id: firm.id }, { content: gif, name: 'x.gif', type: 'image/gif' }, firm.token);
    expect(res.status).toBe(400);
    expect(stored(firm.id)).toHaveLength(0);
  });

  test('more than 5 MB is refused', async () => {
    const big = Buffer.alloc(png.length + 5 * 1024 * 1024);
    png.copy(new Uint8Array(big.buffer, big.byteOffset, big.length));
    const res = await upload({ type: 'userPhoto', id: firm.id }, { content: big, name: 'big.png', type: 'image/png' }, firm.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      success: false,
      code: 'FILE_TOO_LARGE',
      field: 'image',
      message: 'The file is larger than the 5 MB limit.',
    });
    expect(stored(firm.id)).toHaveLength(0);
  });

  test("another user's id → 403, no session → 401", async () => {
    const foreign = await upload({ type: 'userPhoto', id: firm.id }, { content: png, name: 'me.png', type: 'image/png' }, ana.token);
    expect(foreign.status).toBe(403);
    expect(stored(firm.id)).toHaveLength(0);
    expect((await upload({ type: 'userPhoto', id: ana.id }, { content: png, name: 'me.png', type: 'image/png' })).status).toBe(401);
  });

  test('missing or unknown fields → 400 naming them', async () => {
    const file = { content: png, name: 'me.png', type: 'image/png' };
    const cases: [Record<string, string>, typeof file | null, string][] = [
      [{ id: ana.id }, file, 'type'],
      [{ type: 'spaceship', id: ana.id }, file, 'type'],
      [{ type: 'userPhoto' }, file, 'id'],
      [{ type: 'userPhoto', id: ana.id }, null, 'image'],
    ];
    for (const [fields, f, field] of cases) {
      const res = await upload(fields, f, ana.token);
      expect({ field, status: res.status, body: await res.json() }).toMatchObject({ status: 400, body: { code: 'VALIDATION', field } });
    }
    const wrongField = await upload({ type: 'userPhoto', id: ana.id }, { ...file, field: 'photo' }, ana.token);
    expect(wrongField.status).toBe(400);
    const json = await fetch(`${t.baseUrl}/api/upload`, {
      method: 'POST',
      headers: { authorization: ana.token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect((await json.json()).field).toBe('image');
  });
});

describe('GET /api/files/*', () => {
  function rawGet(rawPath: string): Promise<number> {
    const { port } = new URL(t.baseUrl);
    return new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on('error', reject);
    });
  }

  test('no way out of the uploads folder', async () => {
    fs.writeFileSync(path.join(t.dataDir, 'secret.txt'), 'secret');
    expect(await rawGet('/api/files/../secret.txt')).toBe(404);
    expect(await rawGet('/api/files/%2e%2e/secret.txt')).toBe(404);
    expect(await rawGet('/api/files/users/%2e%2e/%2e%2e/secret.txt')).toBe(404);
    expect(await rawGet('/api/files/..%2fsecret.txt')).toBe(404);
    expect(await rawGet('/api/files/users%5c..%5c..%5csecret.txt')).toBe(404);
    expect(await rawGet('/api/files/%00')).toBe(404);
    expect(await rawGet(`/api/files/users/${ana.id}`)).toBe(404);
    expect(await rawGet('/api/files/nothing-here.webp')).toBe(404);
  });
});
