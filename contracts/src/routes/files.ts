import { defineRoute } from '../route';
import { FilePathParam, UploadResult } from '../schemas/files';

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
    data: UploadResult,
  }),
  uploadDocument: defineRoute({
    method: 'POST',
    path: '/uploadDocument',
    access: 'private',
    kind: 'multipart',
    tags,
    summary: 'Upload a document: multipart fields `type` (productTechnicalDocument), `id`, then the file in `file` (PDF, ≤ 10 MB)',
    data: UploadResult,
  }),
  file: defineRoute({
    method: 'GET',
    path: '/files/*',
    access: 'public',
    kind: 'file',
    tags,
    summary: 'A stored upload (photos, product images, documents)',
    params: FilePathParam,
  }),
};
