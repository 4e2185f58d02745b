import { defineRoute } from '../route';
import { FilePathParam, FileQuery, UploadDocumentForm, UploadImageForm, UploadResult } from '../schemas/files';

const tags = ['files'];

/** Multipart uploads (type + id + one file) and the stored files. */
export const filesRoutes = {
  upload: defineRoute({
    method: 'POST',
    path: '/upload',
    access: 'private',
    kind: 'multipart',
    tags,
    summary: 'Upload an image: multipart fields `type` (userPhoto, productImage), `id`, then the file in `image` (JPEG, PNG or WebP, ≤ 5 MB)',
    form: UploadImageForm,
    data: UploadResult,
  }),
  uploadDocument: defineRoute({
    method: 'POST',
    path: '/uploadDocument',
    access: 'private',
    kind: 'multipart',
    tags,
    summary: 'Upload a document: multipart fields `type` (productTechnicalDocument), `id`, then the file in `file` (PDF, ≤ 10 MB)',
    form: UploadDocumentForm,
    data: UploadResult,
  }),
  file: defineRoute({
    method: 'GET',
    path: '/files/*',
    access: 'public',
    kind: 'file',
    tags,
    summary:
      "A stored upload (photos, product images, documents): a public product's files to anyone; private ones with the URL's signature (exp, sig) or the owner's session",
    params: FilePathParam,
    query: FileQuery,
  }),
};
