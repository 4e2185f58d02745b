import type { UploadResult, UploadType } from '@agrocadena/contracts';
import { UPLOAD_TYPES } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { api, type ApiResult } from './api-client';

/**
 * POST /upload (images) or /uploadDocument (documents) as the server reads them: `type`, `id`,
 * then the file (under `image` or `file`), so a wrong type or a foreign id fails before the bytes
 * are read. `T` names the URLs this kind answers with.
 */
export function uploadFile<T extends UploadResult>(type: UploadType, id: string, file: File): Promise<ApiResult<T>> {
  const isDocument = type === UPLOAD_TYPES.productTechnicalDocument;
  const form = new FormData();
  form.append('type', UPLOAD_TYPES[type]);
  form.append('id', id);
  form.append(isDocument ? 'file' : 'image', file);
  return api.call(isDocument ? routes.uploadDocument : routes.upload, { body: form }) as Promise<ApiResult<T>>;
}
