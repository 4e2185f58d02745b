import { Type, type Static } from '@sinclair/typebox';

/** POST /upload and /uploadDocument answer with the stored file's URLs, named per upload kind. */
export const UploadResult = Type.Record(Type.String(), Type.String());
export type UploadResult = Static<typeof UploadResult>;

/** POST /upload type=userPhoto: URLs of the stored photo and its thumbnail. */
export type PhotoUploadResult = { photo: string; thumbnail: string };
/** POST /upload type=productImage. */
export type ProductImageUploadResult = { image: string; imageThumbnail: string };
/** POST /uploadDocument type=productTechnicalDocument. */
export type ProductDocumentUploadResult = { technicalDocument: string; technicalDocumentName: string };

/** The multipart `type` of each upload kind. */
export const UPLOAD_TYPES = {
  userPhoto: 'userPhoto',
  productImage: 'productImage',
  productTechnicalDocument: 'productTechnicalDocument',
} as const;
export type UploadType = keyof typeof UPLOAD_TYPES;

export const FilePathParam = Type.Object({ '*': Type.String() });
