import { MB, UPLOADS } from '@agrocadena/contracts/core';
import { checkFile, FILE_ACCEPT, isTooLarge, sniffFormat } from './file-checks';
import { decodesAsImage } from './decode-image';
import { jpegFile, oversized, pdfFile, pngFile, stubImageDecoding, textAs } from '../testing/files';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('sniffFormat', () => {
  it.each([
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xdb])],
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['pdf', bytes('%PDF-1.7\n')],
    // Readers (and the API) take a header after some leading bytes within the first KiB.
    ['pdf', bytes(' '.repeat(600), '%PDF-1.4')],
  ])('tells %s by its first bytes', (format, head) => {
    expect(sniffFormat(head)).toBe(format);
  });

  it.each([
    ['text', bytes('hello, this is not an image')],
    ['a GIF', bytes('GIF89a')],
    ['a RIFF that is no WebP (WAV)', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['a truncated PNG signature', bytes([0x89], 'PNG')],
    ['"%PDF-" without a version', bytes('%PDF-x')],
    ['a PDF header past the first KiB', bytes(' '.repeat(1100), '%PDF-1.4')],
    ['nothing', new Uint8Array()],
  ])('knows no format in %s', (_, head) => {
    expect(sniffFormat(head)).toBeNull();
  });
});

describe('sizes from the contract', () => {
  it('allows exactly the limit and refuses a byte more', () => {
    expect(isTooLarge('image', UPLOADS.image.maxMb * MB)).toBe(false);
    expect(isTooLarge('image', UPLOADS.image.maxMb * MB + 1)).toBe(true);
    expect(isTooLarge('document', UPLOADS.document.maxMb * MB)).toBe(false);
    expect(isTooLarge('document', UPLOADS.document.maxMb * MB + 1)).toBe(true);
  });

  it('offers the declared types the server takes in the pickers', () => {
    expect(FILE_ACCEPT.image).toBe('image/jpeg,image/png,image/webp');
    expect(FILE_ACCEPT.document).toBe('application/pdf,.pdf');
  });
});

describe('checkFile', () => {
  let decode: ReturnType<typeof stubImageDecoding>;
  beforeEach(() => {
    decode = stubImageDecoding((file) => (file as File).name !== 'broken.png');
  });

  it('passes real images and PDFs', async () => {
    await expect(checkFile('image', pngFile())).resolves.toBeNull();
    await expect(checkFile('image', jpegFile())).resolves.toBeNull();
    await expect(checkFile('document', pdfFile())).resolves.toBeNull();
  });

  it('refuses a text file renamed .png, whatever its declared type, without decoding it', async () => {
    await expect(checkFile('image', textAs('notes.png', 'image/png'))).resolves.toBe('wrongType');
    await expect(checkFile('document', textAs('ficha.pdf', 'application/pdf'))).resolves.toBe('wrongType');
    expect(decode).not.toHaveBeenCalled();
  });

  it('judges the content, not the name: a PNG named .pdf is no document, a PDF is no image', async () => {
    await expect(checkFile('document', pngFile('ficha.pdf', 'application/pdf'))).resolves.toBe('wrongType');
    await expect(checkFile('image', pdfFile('foto.png'))).resolves.toBe('wrongType');
    // A real image with a misleading name and type is still an image.
    await expect(checkFile('image', pngFile('IMG_2024', 'application/octet-stream'))).resolves.toBeNull();
  });

  it('refuses what is too large before reading a byte of it', async () => {
    const huge = oversized(pngFile('huge.png'), 20);
    const slice = jest.spyOn(huge, 'slice');
    await expect(checkFile('image', huge)).resolves.toBe('tooLarge');
    await expect(checkFile('document', oversized(pdfFile(), 10.5))).resolves.toBe('tooLarge');
    expect(slice).not.toHaveBeenCalled();
  });

  it('refuses an image the browser cannot decode and a PDF cut short', async () => {
    await expect(checkFile('image', pngFile('broken.png'))).resolves.toBe('unreadable');
    const cut = new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'], 'cut.pdf', { type: 'application/pdf' });
    await expect(checkFile('document', cut)).resolves.toBe('unreadable');
  });
});

describe('decodesAsImage', () => {
  afterEach(() => {
    delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  });

  it('decodes with createImageBitmap and frees the bitmap at once', async () => {
    const close = jest.fn();
    Object.assign(globalThis, { createImageBitmap: jest.fn(async () => ({ close })) });
    await expect(decodesAsImage(pngFile())).resolves.toBe(true);
    expect(close).toHaveBeenCalled();
    Object.assign(globalThis, { createImageBitmap: jest.fn(async () => Promise.reject(new Error('bad'))) });
    await expect(decodesAsImage(pngFile())).resolves.toBe(false);
  });

  it('falls back to an Image element over an object URL, and revokes the URL', async () => {
    const revoke = jest.fn();
    Object.assign(URL, { createObjectURL: () => 'blob:probe', revokeObjectURL: revoke });
    const RealImage = window.Image;
    const loads = (width: number) =>
      class {
        naturalWidth = width;
        onload: (() => void) | null = null;
        onerror: (() => void) | null = null;
        set src(_: string) {
          setTimeout(() => (width > 0 ? this.onload?.() : this.onerror?.()), 0);
        }
      };
    try {
      window.Image = loads(320) as unknown as typeof Image;
      await expect(decodesAsImage(pngFile())).resolves.toBe(true);
      window.Image = loads(0) as unknown as typeof Image;
      await expect(decodesAsImage(pngFile())).resolves.toBe(false);
      expect(revoke).toHaveBeenCalledTimes(2);
    } finally {
      window.Image = RealImage;
    }
  });
});
