import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface AppPolicyOptions {
  /** The origins the shell loads remotes from (remotes.json's absolute URLs); same-origin ones add nothing. */
  remoteOrigins: readonly string[];
  /** The map tiles' URL template (MAP_TILE_URL): its origin may serve images. */
  mapTileUrl?: string;
}

/** `https://a.tile.example/{z}/{x}/{y}.png` → `https://a.tile.example`; a template with `{s}` → `https://*.tile.example`. */
export function originOf(url: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url);
  if (!match) return null;
  const host = match[2].replace(/^\{s\}\./, '*.');
  return /[{}]/.test(host) ? null : `${match[1].toLowerCase()}://${host.toLowerCase()}`;
}

/** The absolute origins named by remotes.json's values (relative URLs are the shell's own origin). */
export function remoteOriginsOf(remotes: Record<string, unknown>): string[] {
  const origins = Object.values(remotes)
    .filter((v): v is string => typeof v === 'string')
    .map(originOf)
    .filter((o): o is string => o !== null);
  return [...new Set(origins)];
}

/**
 * The app's Content-Security-Policy: scripts only from its own origin and the remotes' (no inline
 * script at all), styles likewise plus the `<style>` elements stamped with this answer's nonce
 * (antd and the style loader insert them at run time: shell/src/style-nonce.ts), never framed.
 */
export function appContentSecurityPolicy(nonce: string, { remoteOrigins, mapTileUrl }: AppPolicyOptions): string {
  const remotes = remoteOrigins.join(' ');
  const tiles = mapTileUrl ? (originOf(mapTileUrl) ?? '') : '';
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', `'self' ${remotes}`],
    ['style-src', `'self' ${remotes} 'nonce-${nonce}'`],
    ['img-src', `'self' data: blob: ${remotes} ${tiles}`],
    ['font-src', `'self' data: ${remotes}`],
    ['connect-src', `'self' ${remotes}`],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value.replace(/\s+/g, ' ').trim()}`).join('; ');
}

/**
 * The service worker's policy: it runs no page, and fetches (to keep what the app opened) only from
 * this origin and the remotes' hosts.
 */
export function workerContentSecurityPolicy(remoteOrigins: readonly string[]): string {
  return `default-src 'none'; connect-src 'self'${remoteOrigins.map((origin) => ` ${origin}`).join('')}; frame-ancestors 'none'`;
}

/**
 * `policy` never framed, said once: a policy a library writes (the API docs' page) may allow some
 * framing of its own, and a browser obeys the first `frame-ancestors` it reads and ignores the rest.
 */
export function neverFramed(policy: string): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^frame-ancestors\b/i.test(directive));
  return [...directives, "frame-ancestors 'none'"].join('; ');
}

export const newNonce = () => randomBytes(16).toString('base64');

/** Stamps the page's own `<script>`/`<style>` tags and tells the app its nonce (a meta tag the apps read). */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<(script|style)(?=[\s>])/gi, `<$1 nonce="${nonce}"`)
    .replace(/<head>/i, `<head>\n    <meta name="csp-nonce" content="${nonce}" />`);
}

/**
 * Headers every answer carries: no MIME sniffing, no Referer beyond the origin to other sites (a
 * reset link's token is in its path), never framed. Answers that set no policy of their own (JSON,
 * the API's 404s) get one that allows nothing.
 */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    // A static file's own policy is set on the raw response (the service worker's: workerContentSecurityPolicy).
    if (!reply.hasHeader('Content-Security-Policy') && !reply.raw.hasHeader('Content-Security-Policy'))
      reply.header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    return payload;
  });
}
