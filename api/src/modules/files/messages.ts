import type { FileErrorCode, SUCCESS_CODES } from '@agrocadena/contracts';
import type { Catalogue } from '../../i18n/messages/catalogue';

/** Typed against the domain's codes: a code without its translation does not compile. */
export const filesMessages: Catalogue<FileErrorCode | (typeof SUCCESS_CODES)['files'][number]> = {
  FILE_TOO_LARGE: {
    es: 'El archivo supera el tamaño máximo de {limit} MB.',
    en: 'The file is larger than the {limit} MB limit.',
  },
  INVALID_FILE: {
    es: 'El archivo no es válido: se acepta {accepted}.',
    en: 'The file is not valid: {accepted} accepted.',
  },
  PHOTO_UPLOADED: { es: 'Foto subida exitosamente.', en: 'Photo uploaded successfully.' },
  IMAGE_UPLOADED: { es: 'Imagen subida exitosamente.', en: 'Image uploaded successfully.' },
  DOCUMENT_UPLOADED: { es: 'Documento subido exitosamente.', en: 'Document uploaded successfully.' },
};
