import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';

export const REMOTES = ['catalog', 'inventory', 'production', 'requests', 'account'] as const;

const NO_CACHE_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

/** Entry files must be revalidated (they name the chunks); content-hashed chunks never change. */
export function cacheControlFor(filePath: string): string {
  // A precompressed file (chunk.js.br) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (NO_CACHE_FILES.has(name) || !HASHED.test(name)) return 'no-cache';
  return 'public, max-age=31536000, immutable';
}

type HeaderTarget = Parameters<NonNullable<FastifyStaticOptions['setHeaders']>>[0];

function setHeaders(res: HeaderTarget, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // The same URL answers brotli, gzip or plain bytes: caches must key on the encoding.
  res.setHeader('Vary', 'Accept-Encoding');
}

/**
 * Serves the shell at / and each remote at /remotes/<name>/ from `${staticRoot}/<app>/dist`.
 * Returns the SPA fallback used by the not-found handler.
 */
export async function registerStatic(app: FastifyInstance, staticRoot: string) {
  const shellDist = path.resolve(staticRoot, 'shell/dist');

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    setHeaders,
    // The API and the remotes have their own routes; never answer for them from the shell's folder.
    allowedPath: (pathname) => !/^\/(api|remotes)(\/|$)/.test(pathname),
  });

  for (const name of REMOTES) {
    await app.register(fastifyStatic, {
      root: path.resolve(staticRoot, `mf-${name}/dist`),
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders,
    });
  }

  /** Client-side routes (/home, /verified/…) get the shell's index.html; true when it answered. */
  return function spaFallback(request: FastifyRequest, reply: FastifyReply): boolean {
    const url = request.url.split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (/^\/(api|remotes)(\/|$)/.test(url)) return false;
    if (!(request.headers.accept ?? '').includes('text/html')) return false;
    if (!fs.existsSync(path.join(shellDist, 'index.html'))) return false;
    reply.sendFile('index.html', shellDist);
    return true;
  };
}
