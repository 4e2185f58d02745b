import sharp from 'sharp';
import { AppError } from '../errors';
import { randomName, storeFiles, type StoredFile } from './storage';

// libvips's operation cache (up to 50 MB and 100 operations) pays off for the same operation on the
// same input again; every image here is a new upload, so it only held memory (issue 14, item 3).
sharp.cache(false);

export const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;
const ACCEPTED = 'JPEG, PNG, WebP';

export interface ImageVariants {
  main: Buffer;
  thumbnail: Buffer;
}

/**
 * Decodes the upload to prove it is a JPEG, PNG or WebP image (the name and the declared type are
 * not trusted), then re-encodes it: EXIF orientation applied, metadata dropped, bounded size, WebP.
 */
export async function normaliseImage(input: Buffer, field: string, sizes: { main: number; thumbnail: number }): Promise<ImageVariants> {
  const invalid = () => new AppError('INVALID_FILE', { field, params: { accepted: ACCEPTED } });
  let format: string | undefined;
  try {
    const meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata();
    format = meta.format;
  } catch {
    throw invalid();
  }
  if (!format || !(IMAGE_FORMATS as readonly string[]).includes(format)) throw invalid();

  try {
    const base = () => sharp(input, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate();
    const [main, thumbnail] = await Promise.all([
      base().resize(sizes.main, sizes.main, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer(),
      base().resize(sizes.thumbnail, sizes.thumbnail, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
    ]);
    return { main, thumbnail };
  } catch {
    // Header fine, pixel data broken (truncated file, or a text file with an image's first bytes).
    throw invalid();
  }
}

/** Where and how big an image kind is kept: `<folder>/<prefix>-<random>.webp` and its `-thumb`. */
export interface ImageRecipe {
  folder: string;
  prefix: string;
  sizes: { main: number; thumbnail: number };
}

export const PRODUCT_IMAGE_SIZES = { main: 1280, thumbnail: 320 };
export const productImageRecipe = (productId: string): ImageRecipe => ({
  folder: `products/${productId}`,
  prefix: 'image',
  sizes: PRODUCT_IMAGE_SIZES,
});

export const serviceImageRecipe = (serviceId: string): ImageRecipe => ({
  folder: `services/${serviceId}`,
  prefix: 'image',
  sizes: PRODUCT_IMAGE_SIZES,
});

/**
 * Normalises an image (refusing what is not one) and stores it with its thumbnail, replacing the
 * previous image of the same recipe. Returns the two stored files (main first).
 */
export async function storeImage(uploadsDir: string, recipe: ImageRecipe, input: Buffer, field: string): Promise<[StoredFile, StoredFile]> {
  const { main, thumbnail } = await normaliseImage(input, field, recipe.sizes);
  const name = `${recipe.prefix}-${randomName()}`;
  const [image, thumb] = await storeFiles(
    uploadsDir,
    recipe.folder,
    [
      { name: `${name}.webp`, content: main },
      { name: `${name}-thumb.webp`, content: thumbnail },
    ],
    [`${recipe.prefix}-`],
  );
  return [image, thumb];
}
