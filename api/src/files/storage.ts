import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { bytes } from '../util/bytes';

export const MB = 1024 * 1024;

/** URL prefix under which stored uploads are served. */
export const FILES_URL_PREFIX = '/api/files';

export function uploadsRoot(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/** URL of a stored file, unsigned (paths are relative to the uploads root, always with '/'); see FileLinks. */
export function fileUrl(relativePath: string): string {
  return `${FILES_URL_PREFIX}/${relativePath.split('/').map(encodeURIComponent).join('/')}`;
}

/**
 * Resolves a client-supplied relative path inside `root`, or null when it would leave it
 * (`..`, absolute paths, NUL bytes, backslashes, empty segments).
 */
export function resolveInside(root: string, relativePath: string): string | null {
  if (!relativePath || relativePath.includes('\0') || relativePath.includes('\\')) return null;
  const segments = relativePath.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null;
  const resolved = path.resolve(root, ...segments);
  return resolved.startsWith(root + path.sep) ? resolved : null;
}

/** A short random name part, so replaced files get new URLs (a URL's content never changes). */
export function randomName(): string {
  return randomBytes(6).toString('hex');
}

export interface StoredFile {
  /** Relative to the uploads root, '/'-separated. */
  path: string;
  content: Buffer;
}

/**
 * Writes the files of one upload into `folder` (relative), replacing files whose name starts with
 * one of `replacePrefixes`. Files are written under a temporary name and renamed, so a reader never
 * sees half a file; old versions are removed only after the new ones are in place.
 */
export async function storeFiles(
  root: string,
  folder: string,
  files: { name: string; content: Buffer }[],
  replacePrefixes: string[],
): Promise<StoredFile[]> {
  const dir = resolveInside(root, folder);
  if (!dir) throw new Error(`invalid upload folder ${folder}`);
  await fs.mkdir(dir, { recursive: true });
  const previous = (await fs.readdir(dir)).filter((name) => replacePrefixes.some((p) => name.startsWith(p)));

  const stored: StoredFile[] = [];
  for (const file of files) {
    const target = path.join(dir, file.name);
    const temp = `${target}.${randomName()}.tmp`;
    await fs.writeFile(temp, bytes(file.content));
    await fs.rename(temp, target);
    stored.push({ path: `${folder}/${file.name}`, content: file.content });
  }
  const keep = new Set(files.map((f) => f.name));
  await Promise.all(previous.filter((name) => !keep.has(name)).map((name) => fs.rm(path.join(dir, name), { force: true })));
  return stored;
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.pdf': 'application/pdf',
};

export function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Removes files just stored whose entity is gone (deleted while they uploaded). */
export async function removeStored(uploadsDir: string, files: StoredFile[]): Promise<void> {
  await Promise.all(files.map((file) => fs.rm(path.join(uploadsDir, file.path), { force: true })));
}
