import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { createUser, type TestUser } from '../../../test/support/accounts';
import { expiredUrl, fetchFile, plainUrl, privateMaxAge, SIGNED, tamperedUrl } from '../../../test/support/files';
import type { Json } from '../../../test/support/http';
import { createProduct, pdfBytes, uploadTo, userOfType, type UploadFile } from '../../../test/support/products';
import { sendUnfinished } from '../../../test/support/raw-upload';
import { useTestApp } from '../../../test/support/test-app';

const t = useTestApp();
const api = t.api;
let ana: TestUser;
let bruno: TestUser;
let carrier: TestUser;
let png: Buffer;

beforeAll(async () => {
  [ana, bruno, carrier] = await Promise.all([createUser(api, t.outboxDir), createUser(api, t.outboxDir), userOfType(api, t.outboxDir, 'LOGISTIC')]);
  png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 160, b: 40 } } })
    .png()
    .toBuffer();
});

const productDir = (id: string) => path.join(t.dataDir, 'uploads', 'products', id);
const stored = (id: string) => (fs.existsSync(productDir(id)) ? fs.readdirSync(productDir(id)).sort() : []);
const image = (content: Buffer, name = 'yuca.png', type = 'image/png'): UploadFile => ({ content, name, type });
const pdfFile = (content: Buffer, name = 'Ficha técnica yuca.pdf'): UploadFile => ({ content, name, type: 'application/pdf', field: 'file' });
const uploadImage = (id: string, file: UploadFile | null, user: TestUser | null = ana) =>
  uploadTo(t.baseUrl, '/upload', { type: 'productImage', id }, file, user?.token);
const uploadDocument = (id: string, file: UploadFile | null, user: TestUser | null = ana) =>
  uploadTo(t.baseUrl, '/uploadDocument', { type: 'productTechnicalDocument', id }, file, user?.token);
const productOf = async (id: string) => (await api.get(`/products/${id}`, { token: ana.token })).body.data;

/** `size` bytes that start like `head` (so only the size is wrong). */
function padded(head: Buffer, size: number, tail = Buffer.alloc(0)): Buffer {
  const out = Buffer.alloc(size, 0x20);
  head.copy(new Uint8Array(out.buffer, out.byteOffset, out.length));
  tail.copy(new Uint8Array(out.buffer, out.byteOffset, out.length), size - tail.length);
  return out;
}

describe('POST /upload type=productImage', () => {
  test('a PNG is stored as WebP with a thumbnail, served with safe headers, and the product carries the URLs', async () => {
    const product = await createProduct(api, ana, { public: true });
    const res = await uploadImage(product._id, image(png));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Image uploaded successfully.' });
    const { image: url, imageThumbnail } = res.body.data;
    expect(url).toMatch(new RegExp(`^/api/files/products/${product._id}/image-[0-9a-f]+\\.webp$`));
    expect(imageThumbnail).toMatch(/-thumb\.webp$/);
    expect(stored(product._id)).toHaveLength(2);

    const served = await fetch(`${t.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBeNull();
    // A public product's files: anyone's, shared caches included, but only briefly (it may turn private).
    expect(served.headers.get('cache-control')).toBe('public, max-age=300');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 720]);
    const thumb = await sharp(Buffer.from(await (await fetch(`${t.baseUrl}${imageThumbnail}`)).arrayBuffer())).metadata();
    expect([thumb.width, thumb.height]).toEqual([320, 320]);

    expect(await productOf(product._id)).toMatchObject({ image: url, imageThumbnail });
    // Public products show their picture to everyone, in the owner's list too.
    expect((await api.get(`/products/${product._id}`, { token: bruno.token })).body.data.imageThumbnail).toBe(imageThumbnail);
    const list = await api.get(`/users/${ana.id}/products`, { token: ana.token });
    expect(list.body.data.find((p: Json) => p._id === product._id).image).toBe(url);
  });

  test('JPEG and WebP are accepted; a new image replaces the old files', async () => {
    const product = await createProduct(api, ana);
    const first = (await uploadImage(product._id, image(await sharp(png).jpeg().toBuffer(), 'a.jpg', 'image/jpeg'))).body.data;
    const second = await uploadImage(product._id, image(await sharp(png).webp().toBuffer(), 'b.webp', 'image/webp'));
    expect(second.status).toBe(200);
    expect(stored(product._id)).toHaveLength(2);
    expect((await fetch(`${t.baseUrl}${first.image}`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}${first.imageThumbnail}`)).status).toBe(404);
    expect(plainUrl((await productOf(product._id)).image)).toBe(plainUrl(second.body.data.image));
  });

  test('bad files are refused with a clear message and nothing is stored', async () => {
    const product = await createProduct(api, ana);
    const gif = await sharp(png).gif().toBuffer();
    const cases: [UploadFile | null, number, Record<string, unknown>][] = [
      [
        image(Buffer.from('just some text, no picture'), 'yuca.jpg', 'image/jpeg'),
        400,
        { code: 'INVALID_FILE', field: 'image', message: 'The file is not valid: JPEG, PNG, WebP accepted.' },
      ],
      [image(pdfBytes(), 'yuca.png'), 400, { code: 'INVALID_FILE', field: 'image' }],
      [image(gif, 'yuca.gif', 'image/gif'), 400, { code: 'INVALID_FILE', field: 'image' }],
      [image(png.subarray(0, 200)), 400, { code: 'INVALID_FILE', field: 'image' }],
      [image(padded(png, 5 * 1024 * 1024 + 1)), 400, { code: 'FILE_TOO_LARGE', field: 'image', message: 'The file is larger than the 5 MB limit.' }],
      [null, 400, { code: 'VALIDATION', field: 'image' }],
      [{ ...image(png), field: 'file' }, 400, { code: 'VALIDATION', field: 'image' }],
    ];
    for (const [file, status, body] of cases) {
      const res = await uploadImage(product._id, file);
      expect({ file: file?.name, status: res.status, body: res.body }).toMatchObject({ file: file?.name, status, body: { success: false, ...body } });
    }
    expect(stored(product._id)).toEqual([]);
    expect(await productOf(product._id)).toMatchObject({ image: null, imageThumbnail: null });
  });
});

describe('POST /uploadDocument type=productTechnicalDocument', () => {
  test('a PDF is kept with its original name and downloads under it as application/pdf', async () => {
    const product = await createProduct(api, ana);
    const content = pdfBytes('ficha');
    const res = await uploadDocument(product._id, pdfFile(content));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Document uploaded successfully.' });
    // A private product: its owner gets signed URLs.
    expect(res.body.data).toEqual({
      technicalDocument: expect.stringMatching(new RegExp(`^/api/files/products/${product._id}/document-[0-9a-f]+\\.pdf\\?exp=\\d+&sig=`)),
      technicalDocumentName: 'Ficha técnica yuca.pdf',
    });
    const { technicalDocument, technicalDocumentName } = await productOf(product._id);
    expect([plainUrl(technicalDocument), technicalDocumentName]).toEqual([plainUrl(res.body.data.technicalDocument), 'Ficha técnica yuca.pdf']);

    const served = await fetch(`${t.baseUrl}${res.body.data.technicalDocument}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="Ficha tecnica yuca.pdf"; filename*=UTF-8''Ficha%20t%C3%A9cnica%20yuca.pdf`,
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(new Uint8Array(content))).toBe(true);
  });

  test('a document up to 10 MB is fine (above the image limit); a new one replaces the old', async () => {
    const product = await createProduct(api, ana);
    const first = (await uploadDocument(product._id, pdfFile(pdfBytes(), '../../ficha vieja.pdf'))).body.data;
    expect(first.technicalDocumentName).toBe('ficha vieja.pdf');
    const big = padded(Buffer.from('%PDF-1.7\n', 'latin1'), 6 * 1024 * 1024, Buffer.from('\n%%EOF\n', 'latin1'));
    const second = await uploadDocument(product._id, pdfFile(big, 'ficha'));
    expect(second.status).toBe(200);
    expect(second.body.data.technicalDocumentName).toBe('ficha.pdf');
    expect(stored(product._id)).toEqual([path.basename(plainUrl(second.body.data.technicalDocument))]);
    expect((await fetch(`${t.baseUrl}${first.technicalDocument}`)).status).toBe(404);
  });

  test('anything but a real PDF is refused with a clear message and nothing is stored', async () => {
    const product = await createProduct(api, ana);
    const cases: [UploadFile | null, number, Record<string, unknown>][] = [
      [pdfFile(png, 'ficha.pdf'), 400, { code: 'INVALID_FILE', field: 'file', message: 'The file is not valid: PDF accepted.' }],
      [pdfFile(Buffer.from('%PDF-1.4 cut short'), 'ficha.pdf'), 400, { code: 'INVALID_FILE', field: 'file' }],
      [pdfFile(Buffer.from('<html>%%EOF</html>'), 'ficha.pdf'), 400, { code: 'INVALID_FILE', field: 'file' }],
      [
        pdfFile(padded(Buffer.from('%PDF-1.7\n', 'latin1'), 10 * 1024 * 1024 + 1, Buffer.from('\n%%EOF\n', 'latin1'))),
        400,
        { code: 'FILE_TOO_LARGE', field: 'file', message: 'The file is larger than the 10 MB limit.' },
      ],
      [null, 400, { code: 'VALIDATION', field: 'file' }],
      [{ ...pdfFile(pdfBytes()), field: 'image' }, 400, { code: 'VALIDATION', field: 'file' }],
    ];
    for (const [file, status, body] of cases) {
      const res = await uploadDocument(product._id, file);
      expect({ file: file?.name, status: res.status, body: res.body }).toMatchObject({ file: file?.name, status, body: { success: false, ...body } });
    }
    expect(stored(product._id)).toEqual([]);
    expect(await productOf(product._id)).toMatchObject({ technicalDocument: null, technicalDocumentName: null });
  });
});

describe("who may fetch a product's files", () => {
  /** A product of ana's with an image and a data sheet; its URLs as her GET returns them. */
  async function productWithFiles(overrides: Record<string, unknown> = {}) {
    const product = await createProduct(api, ana, overrides);
    expect((await uploadImage(product._id, image(png))).status).toBe(200);
    expect((await uploadDocument(product._id, pdfFile(pdfBytes()))).status).toBe(200);
    const { image: img, imageThumbnail, technicalDocument } = await productOf(product._id);
    return { id: product._id as string, urls: [img, imageThumbnail, technicalDocument] as string[] };
  }
  const setPublic = (id: string, visible: boolean) =>
    api.put(`/products/${id}`, { type: 'RAW_MATERIAL', name: 'Yuca criolla', public: visible }, { token: ana.token });

  test("a private product's files: with the owner's signed URLs or her session, to nobody else", async () => {
    const { urls } = await productWithFiles();
    for (const url of urls) {
      expect(url).toMatch(SIGNED);
      const signed = await fetchFile(t.baseUrl, url);
      expect(signed.status).toBe(200);
      expect(privateMaxAge(signed.cacheControl)).toBeGreaterThan(3500);
      expect(privateMaxAge(signed.cacheControl)).toBeLessThanOrEqual(7200);
      expect(await fetchFile(t.baseUrl, plainUrl(url), ana.token)).toMatchObject({ status: 200, cacheControl: 'private, no-store' });
      for (const refused of [plainUrl(url), tamperedUrl(url), await expiredUrl(t.database.db, url)]) {
        expect({ refused, status: (await fetchFile(t.baseUrl, refused)).status }).toEqual({ refused, status: 404 });
      }
      expect((await fetchFile(t.baseUrl, plainUrl(url), bruno.token)).status).toBe(404);
    }
    const sheet = await fetch(`${t.baseUrl}${urls[2]}`);
    expect(sheet.headers.get('content-disposition')).toMatch(/^attachment; filename="Ficha tecnica yuca.pdf"/);
  });

  test('a public product shares plain, briefly cacheable URLs; turning it private or hiding it ends them at once', async () => {
    const { id } = await productWithFiles({ public: true });
    const { image: img, imageThumbnail, technicalDocument } = (await api.get(`/products/${id}`, { token: bruno.token })).body.data;
    const urls: string[] = [img, imageThumbnail, technicalDocument];
    for (const url of urls) {
      expect(url).toBe(plainUrl(url));
      expect(await fetchFile(t.baseUrl, url)).toMatchObject({ status: 200, cacheControl: 'public, max-age=300' });
    }

    expect((await setPublic(id, false)).status).toBe(200);
    for (const url of urls) expect((await fetchFile(t.baseUrl, url)).status).toBe(404);
    const ownersNow = await productOf(id);
    for (const url of [ownersNow.image, ownersNow.imageThumbnail, ownersNow.technicalDocument]) {
      expect((await fetchFile(t.baseUrl, url)).status).toBe(200);
    }

    expect((await setPublic(id, true)).status).toBe(200);
    expect((await fetchFile(t.baseUrl, urls[0])).status).toBe(200);
    await t.database.db.execute(`update products set deleted_at = now() where id = '${id}'`);
    for (const url of [...urls, ownersNow.image]) expect((await fetchFile(t.baseUrl, url)).status).toBe(404);
    expect((await fetchFile(t.baseUrl, urls[0], ana.token)).status).toBe(404);
  });
});

describe('upload fields and who may upload', () => {
  test('each endpoint takes its own kinds; type and id are required', async () => {
    const product = await createProduct(api, ana);
    const cases: ['/upload' | '/uploadDocument', Record<string, string>, UploadFile, string][] = [
      ['/upload', { type: 'productTechnicalDocument', id: product._id }, pdfFile(pdfBytes()), 'type'],
      ['/uploadDocument', { type: 'productImage', id: product._id }, image(png), 'type'],
      ['/uploadDocument', { type: 'userPhoto', id: ana.id }, image(png), 'type'],
      ['/uploadDocument', { type: 'toString', id: product._id }, pdfFile(pdfBytes()), 'type'],
      ['/uploadDocument', { id: product._id }, pdfFile(pdfBytes()), 'type'],
      ['/uploadDocument', { type: 'productTechnicalDocument' }, pdfFile(pdfBytes()), 'id'],
      ['/upload', { type: 'productImage' }, image(png), 'id'],
    ];
    for (const [endpoint, fields, file, field] of cases) {
      const res = await uploadTo(t.baseUrl, endpoint, fields, file, ana.token);
      expect({ endpoint, fields, status: res.status, body: res.body }).toMatchObject({
        endpoint,
        fields,
        status: 400,
        body: { code: 'VALIDATION', field },
      });
    }
    const json = await fetch(`${t.baseUrl}/api/uploadDocument`, {
      method: 'POST',
      headers: { authorization: ana.token, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
    expect((await json.json()).field).toBe('file');
    expect(stored(product._id)).toEqual([]);
  });

  test("another user's product (404 private, 403 public), a carrier (403), unknown ids (404), no session (401): nothing stored", async () => {
    const secret = await createProduct(api, ana);
    const shown = await createProduct(api, ana, { public: true });
    const expectations: [() => ReturnType<typeof uploadTo>, number, string?][] = [
      [() => uploadImage(secret._id, image(png), bruno), 404, 'NOT_FOUND'],
      [() => uploadDocument(secret._id, pdfFile(pdfBytes()), bruno), 404, 'NOT_FOUND'],
      [() => uploadImage(shown._id, image(png), bruno), 403, 'FORBIDDEN'],
      [() => uploadDocument(shown._id, pdfFile(pdfBytes()), bruno), 403, 'FORBIDDEN'],
      [() => uploadImage(shown._id, image(png), carrier), 403, 'LOGISTIC_NO_PRODUCTS'],
      [() => uploadDocument(shown._id, pdfFile(pdfBytes()), carrier), 403, 'LOGISTIC_NO_PRODUCTS'],
      [() => uploadImage('00000000-0000-4000-8000-000000000000', image(png)), 404, 'NOT_FOUND'],
      [() => uploadDocument('not-a-product', pdfFile(pdfBytes())), 404, 'NOT_FOUND'],
      [() => uploadImage(shown._id, image(png), null), 401],
      [() => uploadDocument(shown._id, pdfFile(pdfBytes()), null), 401],
    ];
    for (const [send, status, code] of expectations) {
      const res = await send();
      expect({ status: res.status, code: res.body.code }).toEqual({ status, code: code ?? 'UNAUTHORIZED' });
    }
    // Fields after the file: the file is read, then the owner check refuses it all the same.
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' }), 'x.pdf');
    form.append('type', 'productTechnicalDocument');
    form.append('id', secret._id);
    const late = await fetch(`${t.baseUrl}/api/uploadDocument`, { method: 'POST', body: form, headers: { authorization: bruno.token } });
    expect(late.status).toBe(404);

    expect(stored(secret._id)).toEqual([]);
    expect(stored(shown._id)).toEqual([]);
    expect(await productOf(shown._id)).toMatchObject({ image: null, technicalDocument: null });
  });

  test("a document for someone else's product is refused while it is still arriving, and the connection closes", async () => {
    const secret = await createProduct(api, ana);
    const boundary = 'agro-doc-boundary';
    const start = Buffer.from(
      [
        `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nproductTechnicalDocument\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${secret._id}\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
      ].join(''),
    );
    const announced = 8 * 1024 * 1024;
    const answer = await sendUnfinished(t.baseUrl, {
      path: '/api/uploadDocument',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: bruno.token },
      contentLength: announced,
      start,
    });
    expect(answer).toMatchObject({ status: 404, closedByServer: true, headers: { connection: 'close' } });
    expect(answer.sentBeforeAnswer).toBeLessThan(announced / 2);
    expect(stored(secret._id)).toEqual([]);
  });

  test('a deleted (hidden) product takes no files', async () => {
    const product = await createProduct(api, ana);
    await t.database.db.execute(`update products set deleted_at = now() where id = '${product._id}'`);
    expect((await uploadImage(product._id, image(png))).status).toBe(404);
    expect((await uploadDocument(product._id, pdfFile(pdfBytes()))).status).toBe(404);
    expect(stored(product._id)).toEqual([]);
  });
});
