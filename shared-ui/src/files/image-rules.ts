import { MB, UPLOADS } from '@agrocadena/contracts';

/** The server decodes the image anyway; this spares the user a slow upload that would be refused. */
export function isAcceptableImage(file: { type: string; size: number }): boolean {
  return (UPLOADS.image.types as readonly string[]).includes(file.type) && file.size <= UPLOADS.image.maxMb * MB;
}

/** Technical documents: PDF only (the server checks the content, not the name). */
export function isAcceptableDocument(file: { type: string; name: string; size: number }): boolean {
  const looksPdf = (UPLOADS.document.types as readonly string[]).includes(file.type) || /\.pdf$/i.test(file.name);
  return looksPdf && file.size <= UPLOADS.document.maxMb * MB;
}
