export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_MB = 5;

/** The server decodes the image anyway; this spares the user a slow upload that would be refused. */
export function isAcceptablePhoto(file: { type: string; size: number }): boolean {
  return (PHOTO_TYPES as readonly string[]).includes(file.type) && file.size <= PHOTO_MAX_MB * 1024 * 1024;
}
