import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../../app';
import { createUser, juridicalBody, type TestUser } from '../../../test/support/accounts';
import { expiredUrl, fetchFile, plainUrl, privateMaxAge, SIGNED, tamperedUrl } from '../../../test/support/files';
import { client } from '../../../test/support/http';
import { sendUnfinished } from '../../../test/support/raw-upload';
import { PUBLIC_URL, useTestApp } from '../../../test/support/test-app';

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
    // Signed: a user's photo is theirs alone, and an <img src> cannot send the session.
    expect(body.data.photo).toMatch(new RegExp(`^/api/files/users/${ana.id}/photo-[0-9a-f]+\\.webp\\?exp=\\d+&sig=`));
    expect(body.data.thumbnail).toMatch(/-thumb\.webp\?exp=/);
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
    expect(plainUrl(profile.body.data.photo)).toBe(plainUrl(body.data.photo));
    expect(plainUrl(profile.body.data.photoThumbnail)).toBe(plainUrl(body.data.thumbnail));

    // The top bar's thumbnail comes with the session, signed like the upload's answer.
    const session = (await api.post('/login', { email: ana.email, password: ana.password })).body.data;
    expect(session.photoThumbnail).toMatch(SIGNED);
    expect(plainUrl(session.photoThumbnail)).toBe(plainUrl(body.data.thumbnail));
    expect((await fetch(`${t.baseUrl}${session.photoThumbnail}`)).status).toBe(200);
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

describe("a user's photo is theirs only", () => {
  let carla: TestUser;
  let photo: string;
  let thumbnail: string;
  beforeAll(async () => {
    carla = await createUser(api, t.outboxDir);
    expect((await upload({ type: 'userPhoto', id: carla.id }, { content: png, name: 'me.png', type: 'image/png' }, carla.token)).status).toBe(200);
    ({ photo, photoThumbnail: thumbnail } = (await api.get(`/users/${carla.id}`, { token: carla.token })).body.data);
  });

  test('the signed URLs of their profile work without a session, cacheable by the browser until they expire', async () => {
    for (const url of [photo, thumbnail]) {
      expect(url).toMatch(SIGNED);
      const served = await fetchFile(t.baseUrl, url);
      expect(served.status).toBe(200);
      expect(privateMaxAge(served.cacheControl)).toBeGreaterThan(3500);
      expect(privateMaxAge(served.cacheControl)).toBeLessThanOrEqual(7200);
    }
  });

  test('the plain URL needs their session; a tampered or expired signature, or another session, gets 404', async () => {
    for (const url of [photo, thumbnail]) {
      expect((await fetchFile(t.baseUrl, plainUrl(url))).status).toBe(404);
      expect(await fetchFile(t.baseUrl, plainUrl(url), carla.token)).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
      expect((await fetchFile(t.baseUrl, plainUrl(url), ana.token)).status).toBe(404);
      expect((await fetchFile(t.baseUrl, tamperedUrl(url))).status).toBe(404);
      expect((await fetchFile(t.baseUrl, await expiredUrl(t.database.db, url))).status).toBe(404);
    }
    // One file's signature does not open another.
    expect((await fetchFile(t.baseUrl, `${plainUrl(thumbnail)}?${photo.split('?')[1]}`)).status).toBe(404);
  });

  test('every API process over the same database signs alike; FILE_URL_SECRET replaces the stored secret', async () => {
    const [shared, configured] = await Promise.all([
      buildApp({ db: t.database.db, dataDir: t.dataDir, publicUrl: PUBLIC_URL }),
      buildApp({ db: t.database.db, dataDir: t.dataDir, publicUrl: PUBLIC_URL, fileUrlSecret: 'a-deployment-secret-of-enough-length-0123' }),
    ]);
    try {
      const [sharedUrl, configuredUrl] = await Promise.all([
        shared.listen({ port: 0, host: '127.0.0.1' }),
        configured.listen({ port: 0, host: '127.0.0.1' }),
      ]);
      expect((await fetchFile(sharedUrl, photo)).status).toBe(200);
      expect((await fetchFile(configuredUrl, photo)).status).toBe(404);
      const own = await client(configuredUrl).get(`/users/${carla.id}`, { token: carla.token });
      expect((await fetchFile(configuredUrl, own.body.data.photo)).status).toBe(200);
    } finally {
      // The keep-alive connections fetch left open would hold close() up.
      for (const app of [shared, configured]) app.server.closeAllConnections();
      await Promise.all([shared.close(), configured.close()]);
    }
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
    // A NUL is refused in any input before the route runs (http/hostile-input.ts).
    expect(await rawGet('/api/files/%00')).toBe(400);
    expect(await rawGet(`/api/files/users/${ana.id}`)).toBe(404);
    expect(await rawGet('/api/files/nothing-here.webp')).toBe(404);
  });
});

describe('uploads refused before their body is read', () => {
  const boundary = 'agro-boundary-7f3a';
  /** The multipart fields, then the head of the file part: the file itself is still to come. */
  const formStart = (fields: Record<string, string>, fileField = 'image') =>
    Buffer.from(
      Object.entries(fields)
        .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
        .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
  const multipart = (token?: string) => ({
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'accept-language': 'en',
    ...(token ? { authorization: token } : {}),
  });
  const MB4 = 4 * 1024 * 1024;

  test.each([
    ['a foreign id', () => ({ headers: multipart(ana.token), start: formStart({ type: 'userPhoto', id: firm.id }) }), 403, 'FORBIDDEN'],
    ['an unknown type', () => ({ headers: multipart(ana.token), start: formStart({ type: 'spaceship', id: ana.id }) }), 400, 'VALIDATION'],
    ['no session', () => ({ headers: multipart(), start: formStart({ type: 'userPhoto', id: ana.id }) }), 401, 'UNAUTHORIZED'],
    ['not multipart', () => ({ headers: { 'content-type': 'image/png', authorization: ana.token }, start: png }), 415, 'UNSUPPORTED_MEDIA_TYPE'],
  ])('%s: the answer comes while the body is still arriving, and the connection closes', async (_case, request, status, code) => {
    const answer = await sendUnfinished(t.baseUrl, { path: '/api/upload', contentLength: MB4, ...request() });
    expect({ status: answer.status, code: JSON.parse(answer.body || '{}').code, closedByServer: answer.closedByServer }).toEqual({
      status,
      code,
      closedByServer: true,
    });
    expect(answer.headers.connection).toBe('close');
    expect(answer.sentBeforeAnswer).toBeLessThan(MB4 / 2);
    expect(stored(firm.id)).toHaveLength(0);
  });

  test('a body announced beyond the limit is refused before any of it is sent', async () => {
    const answer = await sendUnfinished(t.baseUrl, {
      path: '/api/uploadDocument',
      headers: multipart(ana.token),
      contentLength: 200 * 1024 * 1024,
      everyMs: 60_000,
    });
    expect(answer).toMatchObject({ status: 400, closedByServer: true, sentBeforeAnswer: 0 });
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'FILE_TOO_LARGE', field: 'file', message: 'The file is larger than the 10 MB limit.' });
  });
});
