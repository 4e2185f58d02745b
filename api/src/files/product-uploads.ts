import { UPLOADS } from '@agrocadena/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { products } from '../modules/products/tables';
import { productPolicy } from '../modules/products/policy';
import { AppError } from '../errors';
import type { AppContext, AuthUser } from '../http/types';
import { productFileUrl } from '../modules/products/rows';
import { assertPdf, documentName } from './documents';
import { productImageRecipe, storeImage } from './images';
import { MB, randomName, removeStored, storeFiles, uploadsRoot, type StoredFile } from './storage';
import type { UploadKind } from './upload-kinds';

/** Product files: only the owner attaches them, and carriers keep no products (docs/domain.md#permissions). */
async function authorizeProductUpload(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  await productPolicy.authorize(ctx.db, user, id, 'write', { field: 'id' });
}

/**
 * Points the product at its new files; answers how to link them (plain or signed, by the product's
 * visibility). Should the product have been deleted meanwhile, the files just written are removed
 * again and the upload answers 404.
 */
async function recordFiles(ctx: AppContext, id: string, stored: StoredFile[], set: Partial<typeof products.$inferInsert>) {
  const [updated] = await ctx.db
    .update(products)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning({ userId: products.userId, public: products.public, deletedAt: products.deletedAt });
  if (!updated) {
    await removeStored(uploadsRoot(ctx.dataDir), stored);
    throw new AppError('NOT_FOUND', { field: 'id' });
  }
  const links = await ctx.fileLinks();
  return (file: StoredFile) => productFileUrl(links, updated, file.path);
}

/** The product's picture: decoded to prove it is JPEG/PNG/WebP, stored as WebP with a thumbnail. */
export const productImage: UploadKind = {
  endpoint: '/upload',
  fileField: 'image',
  maxBytes: UPLOADS.image.maxMb * MB,
  message: 'IMAGE_UPLOADED',
  authorize: authorizeProductUpload,
  async store(ctx, id, file) {
    const stored = await storeImage(uploadsRoot(ctx.dataDir), productImageRecipe(id), file, 'image');
    const [image, thumb] = stored;
    const url = await recordFiles(ctx, id, stored, { image: image.path, imageThumbnail: thumb.path });
    return { image: url(image), imageThumbnail: url(thumb) };
  },
};

/** The product's data sheet: a real PDF by its content, kept under the name it was sent with. */
export const productTechnicalDocument: UploadKind = {
  endpoint: '/uploadDocument',
  fileField: 'file',
  maxBytes: UPLOADS.document.maxMb * MB,
  message: 'DOCUMENT_UPLOADED',
  authorize: authorizeProductUpload,
  async store(ctx, id, file, original) {
    assertPdf(file, 'file');
    const technicalDocumentName = documentName(original.filename);
    const stored = await storeFiles(
      uploadsRoot(ctx.dataDir),
      `products/${id}`,
      [{ name: `document-${randomName()}.pdf`, content: file }],
      ['document-'],
    );
    const url = await recordFiles(ctx, id, stored, { technicalDocument: stored[0].path, technicalDocumentName });
    return { technicalDocument: url(stored[0]), technicalDocumentName };
  },
};
