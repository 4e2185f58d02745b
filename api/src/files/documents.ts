import { AppError } from '../errors';

/**
 * A PDF judged by its content, not its name: the `%PDF-` header within the first 1 KiB (as readers
 * accept) and an `%%EOF` marker near the end. For product technical documents (issue 3).
 */
export function assertPdf(input: Buffer, field: string): void {
  const head = input.subarray(0, 1024).toString('latin1');
  const tail = input.subarray(Math.max(0, input.length - 2048)).toString('latin1');
  if (!/%PDF-\d\.\d/.test(head) || !tail.includes('%%EOF')) {
    throw new AppError('INVALID_FILE', { field, params: { accepted: 'PDF' } });
  }
}

const MAX_NAME_LENGTH = 120;

/**
 * The name a document is shown and downloaded under: the base name of what the client sent, without
 * control or bidi-format characters (no "cod\u202Efdp.exe" tricks) nor characters file systems refuse,
 * at most 120 characters, always ending in .pdf.
 */
export function documentName(original: string | undefined): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"<>:|?*]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  if (!/\.pdf$/i.test(name)) name = `${name || 'documento'}.pdf`;
  if (name.length > MAX_NAME_LENGTH)
    name = `${Array.from(name.slice(0, -4))
      .slice(0, MAX_NAME_LENGTH - 4)
      .join('')
      .trim()}.pdf`;
  return name;
}

/**
 * Content-Disposition (RFC 6266) that downloads under `name`: an ASCII fallback for old clients and
 * the exact UTF-8 name in filename* (RFC 8187).
 */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
