import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { Type } from '@sinclair/typebox';
import { appContentSecurityPolicy, newNonce, withNonce, workerContentSecurityPolicy } from './security-headers';
import { remoteMapSource } from './remote-map';
import { changedFileReader } from '../util/changed-file';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@agrocadena/contracts';

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
 * How any host serves a remote's dist/: a shell on another origin fetches its mf-manifest.json
 * (CORS: public files, no credentials, so any origin), entry files are revalidated on every load
 * (they name the chunks of the current release), hashed chunks are cached for a year.
 */
export function remoteFolderOptions(root: string, prefix: string): FastifyStaticOptions {
  return {
    root,
    prefix,
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      setHeaders(res, filePath);
      res.setHeader('Access-Control-Allow-Origin', '*');
    },
  };
}

/**
 * What the shell tells the server about its visitor, in cookies it writes itself
 * (shell/src/features/landing/landing-hints.ts): the language chosen, and whether someone is
 * logged in. Hints only, never trusted for anything but which landing page to send.
 */
const LANDING_HINTS = { language: 'LANGUAGE', signedIn: 'SIGNED_IN' } as const;

function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/**
 * The public pages the shell's build draws as HTML (config/prerender-pages.js writes
 * `<name>.<language>.html`): the landing page at `/` and the log-in page.
 */
const PRERENDERED_PAGES: Readonly<Record<string, string>> = { '/': 'landing', '/login': 'login' };

/**
 * In which language a visitor gets a prerendered page, or null for the plain page: someone logged
 * in sees their own landing, drawn by the app (and is sent on from the log-in page).
 */
function visitorLanguage(cookieHeader: string | undefined): Language | null {
  if (cookieValue(cookieHeader, LANDING_HINTS.signedIn) === '1') return null;
  const chosen = cookieValue(cookieHeader, LANDING_HINTS.language);
  return (LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as Language) : DEFAULT_LANGUAGE;
}

/** Pages are small; compressed per answer (each carries its own nonce), brotli else gzip, when the client accepts it. */
function compressedPage(html: string, acceptEncoding: string | string[] | undefined): { body: Buffer | string; encoding: 'br' | 'gzip' | null } {
  const accepted = [acceptEncoding ?? ''].flat().join(',').toLowerCase();
  if (html.length < 1400) return { body: html, encoding: null };
  if (/\bbr\b/.test(accepted))
    return { body: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: zlib.gzipSync(html), encoding: 'gzip' };
  return { body: html, encoding: null };
}

export interface StaticOptions {
  /** MAP_TILE_URL: the page's policy lets the maps load its tiles. */
  mapTileUrl?: string;
  /** REMOTES_FILE: this deployment's remotes.json, instead of the one built with the shell. */
  remotesFile?: string;
  /** REMOTES_JSON: this deployment's remote map itself (wins over remotesFile). */
  remotesJson?: string;
}

/**
 * Serves the shell at / and each remote at /remotes/<name>/ from `${staticRoot}/<app>/dist`.
 * The shell's page goes out with a fresh nonce and its Content-Security-Policy on every answer.
 * Returns the SPA fallback used by the not-found handler.
 */
export async function registerStatic(app: FastifyInstance, staticRoot: string, options: StaticOptions = {}) {
  const shellDist = path.resolve(staticRoot, 'shell/dist');
  // The shell's page, read again only when a build replaced it.
  const readPage = changedFileReader(path.join(shellDist, 'index.html'), (html) => html);
  // The public pages drawn at build time, per language; a build without them serves the plain page.
  const readPrerendered = new Map(
    Object.entries(PRERENDERED_PAGES).flatMap(([url, name]) =>
      LANGUAGES.map(
        (language) => [`${url} ${language}`, changedFileReader(path.join(shellDist, `${name}.${language}.html`), (html) => html)] as const,
      ),
    ),
  );
  const remoteMap = remoteMapSource({
    file: options.remotesFile ? path.resolve(options.remotesFile) : path.join(shellDist, 'remotes.json'),
    inline: options.remotesJson,
    onInvalid: (error) => app.log.error({ reason: error.message }, 'remotes.json replaced by an invalid file; the previous map stays in use'),
  });

  // Read at run time by the shell (and by this page's policy): which remote lives where.
  app.get(
    '/remotes.json',
    {
      schema: {
        tags: ['config'],
        summary: "This deployment's remote map: remote name → the URL of its mf-manifest.json",
        security: [],
        response: { 200: Type.Record(Type.String(), Type.String()) },
      },
    },
    (_request, reply) => reply.header('Cache-Control', 'no-cache').send(remoteMap().map),
  );

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    // The page itself is sent by sendPage (it needs its nonce), never as a plain file.
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      setHeaders(res, filePath);
      if (path.basename(filePath).replace(/\.(br|gz)$/, '') === 'sw.js') {
        res.setHeader('Content-Security-Policy', workerContentSecurityPolicy(remoteMap().origins));
      }
    },
    // The API, the remotes and the remote map have their own routes; never answer for them from the
    // shell's folder. Nor for `/` itself: the folder would answer 403 to a client asking for no
    // compression (a health check, curl); the page comes from the fallback below.
    allowedPath: (pathname) =>
      pathname !== '/' && !/^\/(api|remotes)(\/|$)/.test(pathname) && !/^\/(index\.html|remotes\.json)(\.(br|gz))?$/.test(pathname),
  });

  for (const name of REMOTES) {
    await app.register(fastifyStatic, remoteFolderOptions(path.resolve(staticRoot, `mf-${name}/dist`), `/remotes/${name}/`));
  }

  /** `/`, and client-side routes (/home, /verified/…) asked for as HTML, get the shell's page; true when it answered. */
  return function spaFallback(request: FastifyRequest, reply: FastifyReply): boolean {
    const url = request.url.split('?')[0];
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (/^\/(api|remotes)(\/|$)/.test(url)) return false;
    const isPage = url === '/' || url === '/index.html' || (request.headers.accept ?? '').includes('text/html');
    const language = url in PRERENDERED_PAGES ? visitorLanguage(request.headers.cookie) : null;
    const html = isPage ? ((language && readPrerendered.get(`${url} ${language}`)?.()) ?? readPage()) : null;
    if (html === null) return false;
    const nonce = newNonce();
    const { body, encoding } = compressedPage(withNonce(html, nonce), request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    reply
      .header('Content-Security-Policy', appContentSecurityPolicy(nonce, { remoteOrigins: remoteMap().origins, mapTileUrl: options.mapTileUrl }))
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8')
      .send(body);
    return true;
  };
}
