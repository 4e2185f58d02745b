import sharp from 'sharp';
import { AppError } from '../errors';

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
export async function normaliseImage(
  input: Buffer,
  field: string,
  sizes: { main: number; thumbnail: number },
): Promise<ImageVariants> {
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
