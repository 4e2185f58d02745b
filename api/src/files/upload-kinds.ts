import { eq } from 'drizzle-orm';
import { UPLOADS, UPLOAD_TYPES, type SUCCESS_CODES } from '@agrocadena/contracts';
import { selfPolicy } from '../modules/accounts/policy';
import { users } from '../modules/accounts/tables';
import type { AppContext, AuthUser } from '../http/types';
import { storeImage } from './images';
import { productImage, productTechnicalDocument } from './product-uploads';
import { serviceImage } from './service-uploads';
import { MB, uploadsRoot } from './storage';

export type UploadEndpoint = '/upload' | '/uploadDocument';

/**
 * One kind of upload accepted by POST /upload or POST /uploadDocument: a new kind is one more entry
 * in `uploadKinds`; the routes stay as they are.
 */
export interface UploadKind {
  /** The route that takes this kind: images go to /upload, documents to /uploadDocument. */
  endpoint: UploadEndpoint;
  /** The multipart field that carries the file. */
  fileField: string;
  maxBytes: number;
  /** Throws 403/404 unless the caller may attach a file to `id`. Runs before the file is read. */
  authorize(ctx: AppContext, user: AuthUser, id: string): Promise<void>;
  /** Checks the content, stores it, records it; returns the response data. */
  store(ctx: AppContext, id: string, file: Buffer, original: { filename?: string }): Promise<Record<string, string>>;
  /** Success message. */
  message: (typeof SUCCESS_CODES)['files'][number];
}

export const userPhoto: UploadKind = {
  endpoint: '/upload',
  fileField: 'image',
  maxBytes: UPLOADS.image.maxMb * MB,
  message: 'PHOTO_UPLOADED',
  async authorize(ctx, user, id) {
    await selfPolicy.authorize(ctx.db, user, id, 'write', { field: 'id' });
  },
  async store(ctx, id, file) {
    const recipe = { folder: `users/${id}`, prefix: 'photo', sizes: { main: 1024, thumbnail: 256 } };
    const [photo, thumb] = await storeImage(uploadsRoot(ctx.dataDir), recipe, file, 'image');
    await ctx.db.update(users).set({ photo: photo.path, updatedAt: new Date() }).where(eq(users.id, id));
    const links = await ctx.fileLinks();
    return { photo: links.signed(photo.path), thumbnail: links.signed(thumb.path) };
  },
};

export const uploadKinds: Record<keyof typeof UPLOAD_TYPES, UploadKind> = { userPhoto, productImage, productTechnicalDocument, serviceImage };
