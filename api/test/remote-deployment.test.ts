import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serveRemote } from '../src/serve-remote';
import { registerStatic } from '../src/http/static';
import { tempStaticRoot } from './support/static-root';

// A shell deployed with its remotes elsewhere: the shell's server (REMOTES_FILE) and a remote's
// dist/ served on its own port, over real HTTP.
const { root, write, remove } = tempStaticRoot('remote-deployment-');
const remotesFile = path.join(root, 'deployment/remotes.json');

write('shell/dist/index.html', '<!doctype html><html><head><title>shell</title></head><body></body></html>');
write('shell/dist/sw.js', 'self.addEventListener("fetch", () => {});');
write('shell/dist/remotes.json', '{"inventory":"/remotes/inventory/mf-manifest.json"}');
write('mf-inventory/dist/mf-manifest.json', '{"name":"inventory"}');
write('mf-inventory/dist/remoteEntry.js', 'var inventory;');
write('mf-inventory/dist/118.b9f9a46c.js', 'chunk');
write('deployment/remotes.json', '{"inventory":"http://127.0.0.1:4711/mf-manifest.json"}');

let shell: FastifyInstance;
let remote: FastifyInstance;
let shellUrl: string;
let remoteUrl: string;
const urlOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};

beforeAll(async () => {
  shell = Fastify();
  const spaFallback = await registerStatic(shell, root, { remotesFile });
  shell.setNotFoundHandler((request, reply) => (spaFallback(request, reply) ? reply : reply.code(404).send()));
  await shell.listen({ port: 0, host: '127.0.0.1' });
  shellUrl = urlOf(shell);
  remote = await serveRemote(path.join(root, 'mf-inventory/dist'), 0, '127.0.0.1');
  remoteUrl = urlOf(remote);
});
afterAll(async () => {
  await Promise.all([shell?.close(), remote?.close()]);
  remove();
});

test("the shell's server answers the deployment's remote map, never cached, and lets the page load from those hosts", async () => {
  const map = await fetch(`${shellUrl}/remotes.json`);
  expect(map.headers.get('cache-control')).toBe('no-cache');
  expect(await map.json()).toEqual({ inventory: 'http://127.0.0.1:4711/mf-manifest.json' });
  const page = await fetch(`${shellUrl}/userProducts`, { headers: { accept: 'text/html' } });
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self' http://127.0.0.1:4711;");
  expect(page.headers.get('content-security-policy')).toContain("connect-src 'self' http://127.0.0.1:4711;");
});

test("the service worker may fetch from this origin and the remotes' hosts only, and is checked for updates on every load", async () => {
  const worker = await fetch(`${shellUrl}/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/javascript/);
  expect(worker.headers.get('cache-control')).toBe('no-cache');
  expect(worker.headers.get('content-security-policy')).toBe("default-src 'none'; connect-src 'self' http://127.0.0.1:4711; frame-ancestors 'none'");
});

test('a replaced remote map is answered, and trusted by the page, from the next request on: no rebuild, no restart', async () => {
  fs.writeFileSync(remotesFile, '{"inventory":"https://inventory.agro.test/2026-11/mf-manifest.json"}');
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(remotesFile, later, later);
  expect(await (await fetch(`${shellUrl}/remotes.json`)).json()).toEqual({ inventory: 'https://inventory.agro.test/2026-11/mf-manifest.json' });
  const page = await fetch(`${shellUrl}/`, { headers: { accept: 'text/html' } });
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self' https://inventory.agro.test;");
  expect(page.headers.get('content-security-policy')).not.toContain('4711');
});

test('a remote on its own host: any origin may fetch its files; entry files revalidated, hashed chunks kept a year', async () => {
  const fromShell = { headers: { origin: 'https://agrocadena.example' } };
  const manifest = await fetch(`${remoteUrl}/mf-manifest.json`, fromShell);
  expect(manifest.status).toBe(200);
  expect(await manifest.json()).toEqual({ name: 'inventory' });
  expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
  const entry = await fetch(`${remoteUrl}/remoteEntry.js`, fromShell);
  expect(entry.headers.get('cache-control')).toBe('no-cache');
  expect(entry.headers.get('content-type')).toMatch(/javascript/);
  const chunk = await fetch(`${remoteUrl}/118.b9f9a46c.js`, fromShell);
  expect(chunk.headers.get('access-control-allow-origin')).toBe('*');
  expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect((await fetch(`${remoteUrl}/nope.js`)).status).toBe(404);
});

test("the remotes the shell's server itself hosts carry the same headers", async () => {
  const manifest = await fetch(`${shellUrl}/remotes/inventory/mf-manifest.json`, { headers: { origin: 'https://other.example' } });
  expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
  expect(manifest.headers.get('cache-control')).toBe('no-cache');
});
