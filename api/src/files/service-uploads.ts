import { UPLOADS } from '@agrocadena/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { servicePolicy } from '../modules/services/policy';
import { services } from '../modules/services/tables';
import { AppError } from '../errors';
import { productFileUrl } from '../modules/products/rows';
import { serviceImageRecipe, storeImage } from './images';
import { MB, removeStored, uploadsRoot } from './storage';
import type { UploadKind } from './upload-kinds';

/**
 * The service's picture (docs/domain.md#services; upload kind serviceImage), through the same
 * checks as a product's: decoded to prove it is JPEG/PNG/WebP, stored as WebP with a thumbnail.
 * Only its owner attaches it.
 */
export const serviceImage: UploadKind = {
  endpoint: '/upload',
  fileField: 'image',
  maxBytes: UPLOADS.image.maxMb * MB,
  message: 'IMAGE_UPLOADED',
  async authorize(ctx, user, id) {
    await servicePolicy.authorize(ctx.db, user, id, 'write', { field: 'id' });
  },
  async store(ctx, id, file) {
    const root = uploadsRoot(ctx.dataDir);
    const stored = await storeImage(root, serviceImageRecipe(id), file, 'image');
    const [image, thumb] = stored;
    const [updated] = await ctx.db
      .update(services)
      .set({ image: image.path, imageThumbnail: thumb.path, updatedAt: new Date() })
      .where(and(eq(services.id, id), isNull(services.deletedAt)))
      .returning({ userId: services.userId, public: services.public, deletedAt: services.deletedAt });
    // Deleted meanwhile: the files just written go again.
    if (!updated) {
      await removeStored(root, stored);
      throw new AppError('NOT_FOUND', { field: 'id' });
    }
    const links = await ctx.fileLinks();
    return { image: productFileUrl(links, updated, image.path), imageThumbnail: productFileUrl(links, updated, thumb.path) };
  },
};
