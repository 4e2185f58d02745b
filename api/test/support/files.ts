import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { appSettings } from '../../src/db/schema/settings';
import { fileSignature } from '../../src/files/signed-urls';
import { FILES_URL_PREFIX } from '../../src/files/storage';

export interface FetchedFile {
  status: number;
  cacheControl: string | null;
  body: Buffer;
}

/** A file URL as the API handed it out, fetched like an <img src> (no session) or with `token`. */
export async function fetchFile(baseUrl: string, url: string, token?: string): Promise<FetchedFile> {
  const res = await fetch(`${baseUrl}${url}`, { headers: token ? { authorization: token } : {} });
  return { status: res.status, cacheControl: res.headers.get('cache-control'), body: Buffer.from(await res.arrayBuffer()) };
}

/** The URL without its signature. */
export const plainUrl = (url: string): string => url.split('?')[0];

export const SIGNED = /^\/api\/files\/[^?]+\?exp=\d+&sig=[A-Za-z0-9_-]{43}$/;

/** The same URL with one character of its signature changed. */
export function tamperedUrl(url: string): string {
  return url.replace(/sig=([A-Za-z0-9_-]+)$/, (_m, sig: string) => `sig=${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
}

/** The URL signed as the API would have signed it, but expired a minute ago. */
export async function expiredUrl(db: Db, url: string): Promise<string> {
  const [{ value: secret }] = await db.select().from(appSettings).where(eq(appSettings.key, 'file_url_secret'));
  const relativePath = plainUrl(url)
    .slice(FILES_URL_PREFIX.length + 1)
    .split('/')
    .map(decodeURIComponent)
    .join('/');
  const exp = Math.floor(Date.now() / 1000) - 60;
  return `${plainUrl(url)}?exp=${exp}&sig=${fileSignature(secret, relativePath, exp)}`;
}

/** N of a `private, max-age=N` answer, or null for any other Cache-Control. */
export function privateMaxAge(cacheControl: string | null): number | null {
  const match = /^private, max-age=(\d+)$/.exec(cacheControl ?? '');
  return match ? Number(match[1]) : null;
}
