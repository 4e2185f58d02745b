import fs from 'node:fs';
import { filesRoutes as routes } from '@agrocadena/contracts';
import type { FastifyRequest } from 'fastify';
import { guardedParts } from '../../http/hostile-input';
import { Answer, type DomainRoutes } from '../../http/routes';
import type { AppContext, AuthUser, RouteOptions } from '../../http/types';
import { AppError, validationError } from '../../errors';
import { contentTypeOf, resolveInside, uploadsRoot } from '../../files/storage';
import { attachmentDisposition } from '../../files/documents';
import { fileCacheControl, ownerOfFile } from '../../files/file-access';
import { uploadKinds, type UploadEndpoint, type UploadKind } from '../../files/upload-kinds';
import { bytes } from '../../util/bytes';

/** Multipart uploads (type + id + one file) and the serving of stored files. */
export const filesHandlers: DomainRoutes<RouteOptions> = (r, { ctx }) => {
  r.handle(routes.upload, (request) => receiveUpload(ctx, request, '/upload'));
  r.handle(routes.uploadDocument, (request) => receiveUpload(ctx, request, '/uploadDocument'));
  r.handle(routes.file, async (request, reply) => {
    const relativePath = request.params['*'];
    const target = resolveInside(uploadsRoot(ctx.dataDir), relativePath);
    // Decided from what the file belongs to now: a product turned private or hidden stops serving
    // its plain URLs at once. Refusals look like a missing file, so nothing private is revealed.
    const owner = target ? await ownerOfFile(ctx.db, relativePath) : null;
    const cacheControl = owner ? await fileCacheControl(ctx, request, relativePath, owner) : null;
    if (!target || !owner || !cacheControl) throw new AppError('NOT_FOUND');
    let stat: fs.Stats;
    try {
      // lstat: a symlink planted in the uploads folder is not followed.
      stat = await fs.promises.lstat(target);
    } catch {
      throw new AppError('NOT_FOUND');
    }
    if (!stat.isFile()) throw new AppError('NOT_FOUND');
    if (owner.downloadName) reply.header('Content-Disposition', attachmentDisposition(owner.downloadName));
    return reply
      .header('Content-Type', contentTypeOf(target))
      .header('Content-Length', stat.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cross-Origin-Resource-Policy', 'same-origin')
      .header('Cache-Control', cacheControl)
      .send(fs.createReadStream(target));
  });
};

/** The kind named by the `type` field, when this endpoint takes it. */
function kindFor(endpoint: UploadEndpoint, type: string | undefined): UploadKind | undefined {
  const kind = type && Object.hasOwn(uploadKinds, type) ? uploadKinds[type as keyof typeof uploadKinds] : undefined;
  return kind?.endpoint === endpoint ? kind : undefined;
}

/**
 * Reads a multipart upload (fields `type`, `id`, one file), checks it against its UploadKind and
 * stores it. Shared by /upload (images) and /uploadDocument (documents).
 */
export async function receiveUpload(ctx: AppContext, request: FastifyRequest & { auth: AuthUser }, endpoint: UploadEndpoint) {
  const user = request.auth;
  if (!request.isMultipart()) throw validationError(endpoint === '/upload' ? 'image' : 'file', 'fileMissing');
  // A body announced larger than any form this endpoint takes is refused before a byte of it is read.
  if (Number(request.headers['content-length']) > maxUploadBytes(endpoint) + FORM_ALLOWANCE_BYTES) {
    throw tooLarge(maxUploadBytes(endpoint), endpoint === '/upload' ? 'image' : 'file');
  }

  const fields: Record<string, string> = {};
  let file: { field: string; content: Buffer; filename?: string } | undefined;
  for await (const part of guardedParts(request, {
    limits: { fileSize: maxUploadBytes(endpoint) + 1, files: 1, fields: 10, fieldSize: 1024 },
  })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    // Fields sent before the file let a wrong type or a foreign id fail before reading it.
    const kind = kindFor(endpoint, fields.type);
    if (fields.type && !kind) throw validationError('type', 'unknownType');
    if (kind && fields.id) await kind.authorize(ctx, user, fields.id);
    const limit = kind?.maxBytes ?? maxUploadBytes(endpoint);
    const content = await readLimited(part.file, limit + 1);
    if (content === null) throw tooLarge(limit, part.fieldname);
    file = { field: part.fieldname, content, filename: part.filename };
  }

  if (!fields.type) throw validationError('type', 'required');
  const kind = kindFor(endpoint, fields.type);
  if (!kind) throw validationError('type', 'unknownType');
  if (!fields.id) throw validationError('id', 'required');
  await kind.authorize(ctx, user, fields.id);
  if (!file || file.field !== kind.fileField || file.content.length === 0) throw validationError(kind.fileField, 'fileMissing');
  if (file.content.length > kind.maxBytes) throw tooLarge(kind.maxBytes, kind.fileField);

  const data = await kind.store(ctx, fields.id, file.content, { filename: file.filename });
  return new Answer(data, kind.message);
}

/** Room for the text fields, part headers and boundaries around the file. */
const FORM_ALLOWANCE_BYTES = 64 * 1024;

function maxUploadBytes(endpoint: UploadEndpoint): number {
  return Math.max(
    ...Object.values(uploadKinds)
      .filter((k) => k.endpoint === endpoint)
      .map((k) => k.maxBytes),
  );
}

function tooLarge(maxBytes: number, field: string): AppError {
  return new AppError('FILE_TOO_LARGE', { field, params: { limit: Math.round(maxBytes / (1024 * 1024)) } });
}

/**
 * Reads a stream into memory, or returns null once it passes `limit` bytes: the rest is not read
 * (the refusal closes the connection, see http/unread-body.ts).
 */
async function readLimited(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) return null;
    chunks.push(bytes(buf));
  }
  return Buffer.concat(chunks);
}
