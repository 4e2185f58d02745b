/** What the API accepts as an image (user photos, product and service images). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_MB = 5;

/** The server decodes the image anyway; this spares the user a slow upload that would be refused. */
export function isAcceptableImage(file: { type: string; size: number }): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= IMAGE_MAX_MB * 1024 * 1024;
}
