import fs from 'node:fs';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { AppContext, RouteOptions } from '../http/types';
import { Type } from '@sinclair/typebox';
import { AppError, validationError } from '../errors';
import { contentTypeOf, resolveInside, uploadsRoot } from '../files/storage';
import { uploadKinds } from '../files/upload-kinds';
import { caller, ok } from '../http/reply';
import { bytes } from '../util/bytes';
import { Envelope } from '../schemas/common';
import { errorResponses } from './responses';

/** Multipart uploads (type + id + one file) and the serving of stored files. */
export const filesRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  app.post(
    '/upload',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['files'],
        summary: 'Upload a file: multipart fields `type` (userPhoto), `id`, and the file in `image`',
        consumes: ['multipart/form-data'],
        response: { 200: Envelope(Type.Record(Type.String(), Type.String())), ...errorResponses },
      },
    },
    (request) => receiveUpload(ctx, request),
  );

  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored upload (photos, product images, documents)',
        params: Type.Object({ '*': Type.String() }),
      },
    },
    async (request, reply) => {
      const root = uploadsRoot(ctx.dataDir);
      const target = resolveInside(root, request.params['*']);
      if (!target) throw new AppError('NOT_FOUND');
      let stat: fs.Stats;
      try {
        // lstat: a symlink planted in the uploads folder is not followed.
        stat = await fs.promises.lstat(target);
      } catch {
        throw new AppError('NOT_FOUND');
      }
      if (!stat.isFile()) throw new AppError('NOT_FOUND');
      return reply
        .header('Content-Type', contentTypeOf(target))
        .header('Content-Length', stat.size)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        // Stored names are random and replaced on change, so a URL's content never changes.
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(fs.createReadStream(target));
    },
  );
};

/**
 * Reads a multipart upload (fields `type`, `id`, one file), checks it against its UploadKind and
 * stores it. Shared by every upload path (issue 3 mounts /uploadDocument on it as well).
 */
export async function receiveUpload(ctx: AppContext, request: FastifyRequest) {
  const user = caller(request);
  if (!request.isMultipart()) throw validationError('image', 'fileMissing');

  const fields: Record<string, string> = {};
  let file: { field: string; content: Buffer } | undefined;
  for await (const part of request.parts({
    limits: { fileSize: maxUploadBytes() + 1, files: 1, fields: 10, fieldSize: 1024 },
  })) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value ?? '');
      continue;
    }
    // Fields sent before the file let a wrong type or a foreign id fail before reading it.
    const kind = fields.type ? uploadKinds[fields.type] : undefined;
    if (kind && fields.id) await kind.authorize(ctx, user, fields.id);
    const content = await readLimited(part.file, (kind?.maxBytes ?? maxUploadBytes()) + 1);
    if (content === null) throw tooLarge(kind?.maxBytes ?? maxUploadBytes(), part.fieldname);
    file = { field: part.fieldname, content };
  }

  if (!fields.type) throw validationError('type', 'required');
  const kind = uploadKinds[fields.type];
  if (!kind) throw validationError('type', 'unknownType');
  if (!fields.id) throw validationError('id', 'required');
  await kind.authorize(ctx, user, fields.id);
  if (!file || file.field !== kind.fileField || file.content.length === 0) throw validationError(kind.fileField, 'fileMissing');
  if (file.content.length > kind.maxBytes) throw tooLarge(kind.maxBytes, kind.fileField);

  const data = await kind.store(ctx, fields.id, file.content);
  return ok(request, data, kind.message);
}

function maxUploadBytes(): number {
  return Math.max(...Object.values(uploadKinds).map((k) => k.maxBytes));
}

function tooLarge(maxBytes: number, field: string): AppError {
  return new AppError('FILE_TOO_LARGE', { field, params: { limit: Math.round(maxBytes / (1024 * 1024)) } });
}

/** Reads a stream into memory, or returns null (after draining it) once it passes `limit` bytes. */
async function readLimited(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let over = false;
  for await (const chunk of stream) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) over = true;
    if (!over) chunks.push(bytes(buf));
  }
  return over ? null : Buffer.concat(chunks);
}
