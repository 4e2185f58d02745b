/** What the API accepts as an image (user photos, product and service images). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_MB = 5;

/** The server decodes the image anyway; this spares the user a slow upload that would be refused. */
export function isAcceptableImage(file: { type: string; size: number }): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(file.type) && file.size <= IMAGE_MAX_MB * 1024 * 1024;
}

/** Technical documents: PDF only (the server checks the content, not the name). */
export const DOCUMENT_TYPES = ['application/pdf'] as const;
export const DOCUMENT_MAX_MB = 10;

export function isAcceptableDocument(file: { type: string; name: string; size: number }): boolean {
  const looksPdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  return looksPdf && file.size <= DOCUMENT_MAX_MB * 1024 * 1024;
}
