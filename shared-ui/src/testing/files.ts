/** Files as a phone offers them, judged by their first bytes like the real ones (see files/file-checks). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_START = [0xff, 0xd8, 0xff, 0xe0];

export const pngFile = (name = 'photo.png', type = 'image/png') => new File([new Uint8Array([...PNG_SIGNATURE, 0, 0, 0, 13])], name, { type });
export const jpegFile = (name = 'photo.jpg', type = 'image/jpeg') => new File([new Uint8Array([...JPEG_START, 0, 16])], name, { type });
export const pdfFile = (name = 'ficha.pdf') => new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'], name, { type: 'application/pdf' });
/** A text file renamed: its name and declared type say image, its bytes do not. */
export const textAs = (name = 'notes.png', type = 'image/png') => new File(['shopping list: mangos, limes'], name, { type });

/** A file whose size says `megabytes` without allocating them. */
export function oversized(file: File, megabytes: number): File {
  Object.defineProperty(file, 'size', { value: megabytes * 1024 * 1024 });
  return file;
}

/**
 * jsdom decodes no image: `createImageBitmap` (what files/decode-image uses first) answers as told,
 * by default "decodes" for every file.
 */
export function stubImageDecoding(decodes: (file: Blob) => boolean = () => true) {
  const decode = jest.fn(async (file: Blob) => {
    if (!decodes(file)) throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    return { width: 1, height: 1, close: () => undefined };
  });
  Object.assign(globalThis, { createImageBitmap: decode });
  return decode;
}
