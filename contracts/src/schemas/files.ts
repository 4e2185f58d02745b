import { Type, type Static } from '@sinclair/typebox';
import { UPLOAD_TYPES } from '../enums';

/** POST /upload and /uploadDocument answer with the stored file's URLs, named per upload kind. */
export const UploadResult = Type.Record(Type.String(), Type.String());
export type UploadResult = Static<typeof UploadResult>;

/** POST /upload type=userPhoto: URLs of the stored photo and its thumbnail. */
export type PhotoUploadResult = { photo: string; thumbnail: string };
/** POST /upload type=productImage. */
export type ProductImageUploadResult = { image: string; imageThumbnail: string };
/** POST /uploadDocument type=productTechnicalDocument. */
export type ProductDocumentUploadResult = { technicalDocument: string; technicalDocumentName: string };

const Binary = Type.String({ format: 'binary' });
/** The form of POST /upload: the text fields first, then the file. */
export const UploadImageForm = Type.Object({
  type: Type.Union([Type.Literal(UPLOAD_TYPES.userPhoto), Type.Literal(UPLOAD_TYPES.productImage)]),
  /** The user (userPhoto) or product (productImage) the image is for. */
  id: Type.String(),
  image: Binary,
});
/** The form of POST /uploadDocument. */
export const UploadDocumentForm = Type.Object({
  type: Type.Literal(UPLOAD_TYPES.productTechnicalDocument),
  /** The product the document is for. */
  id: Type.String(),
  file: Binary,
});

export const FilePathParam = Type.Object({ '*': Type.String() });
/** The signature of a private file's URL, as the API handed it out (public files need none). */
export const FileQuery = Type.Object({
  exp: Type.Optional(Type.String({ maxLength: 20 })),
  sig: Type.Optional(Type.String({ maxLength: 100 })),
});
export type FileQuery = Static<typeof FileQuery>;
