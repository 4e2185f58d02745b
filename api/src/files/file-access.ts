import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FileQuery } from '@agrocadena/contracts';
import type { Db } from '../db/client';
import { products } from '../modules/products/tables';
import { services } from '../modules/services/tables';
import { users } from '../modules/accounts/tables';
import { isOpenToAll } from '../modules/products/rules';
import { tokenFromAuthorization } from '../modules/accounts/session-rules';
import type { AppContext } from '../http/types';
import { thumbnailPath } from '../modules/accounts/service';
import { findSessionUser } from '../modules/accounts/sessions';
import { isUuid } from '../util/ids';

/**
 * How long anyone (shared caches included) may keep a public product's file. Short: the product
 * can turn private, and from then on its plain URLs must stop working; stored names change with
 * each upload, so a copy is never stale, only possibly no longer allowed.
 */
export const PUBLIC_FILE_MAX_AGE_SECONDS = 300;

/** The entity a stored file belongs to, as it stands now. */
export interface FileOwner {
  /** The user who may always fetch it. */
  ownerId: string;
  /** Anyone may fetch it: a file of a public (and not hidden) product. */
  openToAll: boolean;
  /** A data sheet downloads under the name it was uploaded with. */
  downloadName: string | null;
}

/**
 * The owner of `relativePath`, read now: a product's current image, thumbnail or data sheet (while
 * the product is not hidden), a service's current picture or its thumbnail (likewise), or a user's
 * current photo or its thumbnail. A replaced file, a hidden product's or service's, or any other
 * path belongs to nothing, and nothing is served for it.
 */
export async function ownerOfFile(db: Db, relativePath: string): Promise<FileOwner | null> {
  const [, folder, id] = /^(products|services|users)\/([^/]+)\/[^/]+$/.exec(relativePath) ?? [];
  if (!folder || !isUuid(id)) return null;
  if (folder === 'services') {
    const [service] = await db
      .select({
        userId: services.userId,
        public: services.public,
        deletedAt: services.deletedAt,
        image: services.image,
        imageThumbnail: services.imageThumbnail,
      })
      .from(services)
      .where(eq(services.id, id));
    if (!service || service.deletedAt || ![service.image, service.imageThumbnail].includes(relativePath)) return null;
    return { ownerId: service.userId, openToAll: isOpenToAll(service), downloadName: null };
  }
  if (folder === 'users') {
    const [user] = await db.select({ id: users.id, photo: users.photo }).from(users).where(eq(users.id, id));
    const photo = user?.photo;
    if (!photo || (relativePath !== photo && relativePath !== thumbnailPath(photo))) return null;
    return { ownerId: user.id, openToAll: false, downloadName: null };
  }
  const [product] = await db
    .select({
      userId: products.userId,
      public: products.public,
      deletedAt: products.deletedAt,
      image: products.image,
      imageThumbnail: products.imageThumbnail,
      technicalDocument: products.technicalDocument,
      technicalDocumentName: products.technicalDocumentName,
    })
    .from(products)
    .where(eq(products.id, id));
  if (!product || product.deletedAt) return null;
  if (![product.image, product.imageThumbnail, product.technicalDocument].includes(relativePath)) return null;
  const downloadName = relativePath === product.technicalDocument ? product.technicalDocumentName : null;
  return { ownerId: product.userId, openToAll: isOpenToAll(product), downloadName };
}

/**
 * Whether the request may have the file, as the Cache-Control its answer carries, or null (404).
 * A public product's file: anyone, cacheable by all for a short while. A private file: with the
 * signature of a URL the API handed out (cached by the browser until the signature expires), or with
 * its owner's session (not stored: the answer depends on the Authorization header).
 */
export async function fileCacheControl(
  ctx: AppContext,
  request: Pick<FastifyRequest, 'headers'> & { query: FileQuery },
  relativePath: string,
  owner: FileOwner,
): Promise<string | null> {
  if (owner.openToAll) return `public, max-age=${PUBLIC_FILE_MAX_AGE_SECONDS}`;
  const signature = (await ctx.fileLinks()).check(relativePath, request.query);
  if (signature.valid) return `private, max-age=${signature.maxAgeSeconds}`;
  const token = tokenFromAuthorization(request.headers.authorization);
  const caller = token ? await findSessionUser(ctx.db, token, ctx.sessions) : null;
  return caller?.id === owner.ownerId ? 'private, no-store' : null;
}
