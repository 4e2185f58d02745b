import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSettings } from '../db/schema/settings';
import { checkFileSignature, signFilePath, type SignatureCheck } from './signed-urls';
import { fileUrl } from './storage';

/** The URLs of stored files as the API hands them out, and the check of the signed ones. */
export interface FileLinks {
  /** A file anyone may fetch (a public product's): no signature, cacheable by everyone. */
  open(relativePath: string): string;
  /** A private file, for someone allowed to see it: works for whoever holds it until it expires. */
  signed(relativePath: string): string;
  check(relativePath: string, query: { exp?: unknown; sig?: unknown }): SignatureCheck;
}

export const MIN_SECRET_LENGTH = 32;
const SECRET_KEY = 'file_url_secret';

export function fileLinks(secret: string, now: () => number = Date.now): FileLinks {
  return {
    open: fileUrl,
    signed(relativePath) {
      const { exp, sig } = signFilePath(secret, relativePath, now());
      return `${fileUrl(relativePath)}?exp=${exp}&sig=${sig}`;
    },
    check: (relativePath, query) => checkFileSignature(secret, relativePath, query, now()),
  };
}

/**
 * The generated secret, the same for every API process over this database: each proposes one,
 * the first insert wins and all read the winner.
 */
export async function storedSecret(db: Db): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SECRET_KEY));
  return row.value;
}

/**
 * FileLinks over the configured secret (FILE_URL_SECRET), or else the stored one, read when first
 * needed rather than at start-up (routes that never touch the database keep working without one);
 * a failed read is tried again by the next request.
 */
export function fileLinksLoader(db: Db, configuredSecret?: string): () => Promise<FileLinks> {
  if (configuredSecret !== undefined && configuredSecret.length < MIN_SECRET_LENGTH) {
    throw new Error(`FILE_URL_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }
  let loading: Promise<FileLinks> | undefined;
  return () => {
    loading ??= (configuredSecret ? Promise.resolve(configuredSecret) : storedSecret(db)).then(
      (secret) => fileLinks(secret),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}
