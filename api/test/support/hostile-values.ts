// The hostile input of the fuzz test; fuzz.ts turns it into requests, one operation at a time.
import { bytes } from '../../src/util/bytes';

/** A seeded PRNG (mulberry32): the same seed sends the same requests. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Code points that break naive handling: controls, lone surrogates, bidi, joiners, BOM, emoji. */
const ODD_CHARS = [0, 1, 8, 9, 10, 13, 27, 0x7f, 0xa0, 0xad, 0x300, 0x200b, 0x200d, 0x202e, 0x2028, 0xd800, 0xdfff, 0xfeff, 0xfffd, 0xffff];
export function randomString(random: () => number): string {
  const length = Math.floor(random() * 300);
  let s = '';
  for (let i = 0; i < length; i++) {
    const r = random();
    if (r < 0.3) s += String.fromCharCode(ODD_CHARS[Math.floor(random() * ODD_CHARS.length)]);
    else if (r < 0.4) s += String.fromCodePoint(0x1f300 + Math.floor(random() * 0x300));
    else s += String.fromCharCode(0x20 + Math.floor(random() * 0x25f));
  }
  return s;
}

/** Hostile strings, for any text: URL parts, multipart fields, JSON strings. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'Yuca\u0000criolla',
  '',
  ' ',
  'x'.repeat(5000),
  'Infinity',
  '-Infinity',
  'NaN',
  '1e999',
  '-1e999',
  '1e308',
  '-1',
  '1.5',
  '9007199254740992',
  '9223372036854775808',
  '9999999999999999999',
  '0x10',
  ' 12 ',
  'true',
  'null',
  '[]',
  '__proto__',
  'constructor',
  '\ud800',
  '\u202eevil',
  '\ufeffBOM',
  'e\u0301',
  '👩‍🌾',
  '\u200b',
  "' or 1=1 --",
  '../../../etc/passwd',
];

/** Hostile JSON values, as raw JSON text (1e999 is Infinity once parsed; 2**63 and beyond lose precision). */
export const HOSTILE_JSON = [
  ...HOSTILE_STRINGS.map((s) => JSON.stringify(s)),
  '1e999',
  '-1e999',
  '1e308',
  '-1e308',
  '-1',
  '-0',
  '1.5',
  '1e-7',
  String(2 ** 53),
  '9223372036854775808',
  '9999999999999999999',
  'true',
  'null',
  '[]',
  '[null]',
  '["x"]',
  '{}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(500)}${']'.repeat(500)}`,
];

/** Query and path values as written in the URL: encoded hostile strings, then broken encodings. */
export const HOSTILE_URL_VALUES = [
  ...HOSTILE_STRINGS.filter((s) => s !== '\ud800').map(encodeURIComponent),
  '%ED%A0%80',
  '%',
  '%zz',
  '%00',
  '%C0%80',
  'x'.repeat(20_000),
];

export interface FormPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

export const BOUNDARY = 'fuzzBoundary7MA4YWxk';
/** A multipart body written by hand, so that names, filenames and values go out exactly as given. */
export function multipartBody(parts: FormPart[], { boundary = BOUNDARY, close = true } = {}): Buffer {
  const chunks = parts.flatMap((part) => {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    const value = typeof part.value === 'string' ? Buffer.from(part.value) : part.value;
    return [`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`, value, '\r\n'];
  });
  const all = [...chunks, close ? `--${boundary}--\r\n` : ''].map((chunk) => bytes(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
  return Buffer.concat(all);
}

/** Multipart bodies that are broken as multipart: [content type, body, what it is]. */
export function malformedMultipart(base: FormPart[]): [string, Buffer, string][] {
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const whole = multipartBody(base);
  const text = (s: string) => Buffer.from(s);
  return [
    ['multipart/form-data', whole, 'no boundary'],
    ['multipart/form-data; boundary=', whole, 'empty boundary'],
    [`multipart/form-data; boundary=${'b'.repeat(200)}`, whole, 'boundary not in the body'],
    [type, Buffer.alloc(0), 'empty body'],
    [type, text('garbage without any boundary'), 'no parts'],
    [type, whole.subarray(0, Math.floor(whole.length * 0.6)), 'truncated'],
    [type, multipartBody(base, { close: false }), 'no closing boundary'],
    [type, text(`--${BOUNDARY}\r\nContent-Disposition\r\n\r\nx\r\n--${BOUNDARY}--\r\n`), 'malformed part header'],
    [type, text(`--${BOUNDARY}\r\n${'X-Long: '.padEnd(20_000, 'h')}\r\n\r\nx\r\n--${BOUNDARY}--\r\n`), 'huge part header'],
    [type, text(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`), 'part without a name'],
    [type, Buffer.from(whole.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'), 'bare LF line ends'],
    [type, multipartBody([{ name: '__proto__', value: 'x' }, ...base]), '__proto__ field'],
    [type, multipartBody([{ name: 'constructor', value: 'x' }, ...base]), 'constructor field'],
    [type, multipartBody([...Array.from({ length: 13 }, (_, i) => ({ name: `f${i}`, value: 'x' })), ...base]), 'too many parts'],
    [type, multipartBody([...base, ...base.filter((p) => p.filename !== undefined)]), 'two files'],
    [type, multipartBody([{ name: 'type', value: '{"a":', type: 'application/json' }, ...base]), 'invalid JSON field'],
    [type, multipartBody([{ name: 'type', value: '{"x":"\\u0000"}', type: 'application/json' }, ...base]), 'JSON field with NUL'],
    [type, multipartBody(base.map((p) => (p.filename === undefined ? { ...p, value: 'v'.repeat(5000) } : p))), 'oversized fields'],
    [type, multipartBody([...base].reverse()), 'file before the fields'],
    [type, multipartBody(base.map((p) => (p.filename === undefined ? p : { ...p, filename: 'a\u0000b.png' }))), 'NUL in the filename'],
    [type, Buffer.from(whole.toString('latin1').replace('filename="', "filename*=UTF-8''a%00b.png; x=\""), 'latin1'), 'encoded NUL in the filename'],
    [type, multipartBody(base.map((p) => (p.filename === undefined ? p : { ...p, filename: '../../'.repeat(200) }))), 'long filename'],
  ];
}

/** Whole JSON bodies that are not the object a route takes. */
export const JSON_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '[]',
  '"x"',
  '1e999',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
  `${'['.repeat(100_000)}`,
];
/** Content types a JSON route does not take, sent with a valid JSON body. */
export const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  `multipart/form-data; boundary=${BOUNDARY}`,
  'application/json; charset=utf-16',
  'application/json;;;',
  'application/vnd.api+json',
  '*/*',
  `application/${'x'.repeat(2000)}`,
];
