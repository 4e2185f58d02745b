import fs from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS } from '@agrocadena/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { productPolicy } from '../access/products';
import { AppError } from '../errors';
import type { AppContext, AuthUser } from '../http/types';
import { assertPdf, documentName } from './documents';
import { productImageRecipe, storeImage } from './images';
import { fileUrl, MB, randomName, storeFiles, uploadsRoot, type StoredFile } from './storage';
import type { UploadKind } from './upload-kinds';

/** Product files: only the owner attaches them, and carriers keep no products (§6). */
async function authorizeProductUpload(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  await productPolicy.authorize(ctx.db, user, id, 'write', { field: 'id' });
}

/**
 * Points the product at its new files. Should the product have been deleted meanwhile, the files
 * just written are removed again and the upload answers 404.
 */
async function recordFiles(db: Db, dataDir: string, id: string, stored: StoredFile[], set: Partial<typeof products.$inferInsert>) {
  const [updated] = await db
    .update(products)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(products.id, id), isNull(products.deletedAt)))
    .returning({ id: products.id });
  if (!updated) {
    const root = uploadsRoot(dataDir);
    await Promise.all(stored.map((file) => fs.rm(path.join(root, file.path), { force: true })));
    throw new AppError('NOT_FOUND', { field: 'id' });
  }
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
    await recordFiles(ctx.db, ctx.dataDir, id, stored, { image: image.path, imageThumbnail: thumb.path });
    return { image: fileUrl(image.path), imageThumbnail: fileUrl(thumb.path) };
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
    await recordFiles(ctx.db, ctx.dataDir, id, stored, { technicalDocument: stored[0].path, technicalDocumentName });
    return { technicalDocument: fileUrl(stored[0].path), technicalDocumentName };
  },
};

/** Serving: `products/<id>/document-<random>.pdf` → the product id, to look up the download name. */
export function productOfDocumentPath(relativePath: string): string | null {
  const match = /^products\/([0-9a-f-]{36})\/document-[0-9a-f]+\.pdf$/.exec(relativePath);
  return match ? match[1] : null;
}
