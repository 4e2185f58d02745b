import { MB, UPLOADS } from '@agrocadena/contracts/core';
import { decodesAsImage } from './decode-image';

/**
 * The checks a picked file passes before it is sent, the same the API makes (it still makes them):
 * the size limit, the type judged by the content (a text file renamed .png is no image) and, for
 * images, that the browser can decode them.
 */
export type FileKind = keyof typeof UPLOADS;
export type FileProblem = 'tooLarge' | 'wrongType' | 'unreadable';
export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'pdf';

/** What a picker's `accept` offers first: the declared types the server takes (the content decides). */
export const FILE_ACCEPT: Record<FileKind, string> = {
  image: UPLOADS.image.types.join(','),
  document: [...UPLOADS.document.types, '.pdf'].join(','),
};

const FORMATS_OF: Record<FileKind, readonly SniffedFormat[]> = { image: ['jpeg', 'png', 'webp'], document: ['pdf'] };

/** Like the API, a PDF header may sit anywhere in the first KiB and its end marker near the end. */
export const PDF_HEAD_BYTES = 1024;
export const PDF_TAIL_BYTES = 2048;
const PDF_HEADER = /%PDF-\d\.\d/;
const PDF_END = '%%EOF';

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** The format `head` (the first bytes of a file) announces, or null. */
export function sniffFormat(head: Uint8Array): SniffedFormat | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return 'webp';
  if (PDF_HEADER.test(latin1(head.subarray(0, PDF_HEAD_BYTES)))) return 'pdf';
  return null;
}

export const maxBytesOf = (kind: FileKind) => UPLOADS[kind].maxMb * MB;

export const isTooLarge = (kind: FileKind, size: number) => size > maxBytesOf(kind);

/** A PDF whose end marker is missing was cut short (an interrupted download): the API refuses it. */
export const pdfLooksComplete = (tail: Uint8Array) => latin1(tail).includes(PDF_END);

/** FileReader rather than Blob.arrayBuffer: older phone browsers (and jsdom) lack the latter. */
function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Why `file` would be refused as `kind`, or null when it passes. The size is checked first (free),
 * then the first bytes, then only for images the decoding (the slow part).
 */
export async function checkFile(kind: FileKind, file: Blob): Promise<FileProblem | null> {
  if (isTooLarge(kind, file.size)) return 'tooLarge';
  let head: Uint8Array;
  try {
    head = await readBytes(file.slice(0, PDF_HEAD_BYTES));
  } catch {
    return 'unreadable';
  }
  const format = sniffFormat(head);
  if (!format || !FORMATS_OF[kind].includes(format)) return 'wrongType';
  if (kind === 'document') {
    const tail = await readBytes(file.slice(Math.max(0, file.size - PDF_TAIL_BYTES))).catch(() => new Uint8Array());
    return pdfLooksComplete(tail) ? null : 'unreadable';
  }
  return (await decodesAsImage(file)) ? null : 'unreadable';
}
