// Serves one remote's dist/ on its own origin, with the headers any static host needs for it
// (README, "Deploy a remote on its own"): `node api/dist/serve-remote.js mf-inventory/dist 4001`.
// The browser suite uses it to load a remote from a second host.
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { remoteFolderOptions } from './http/static';

export async function serveRemote(folder: string, port: number, host = '0.0.0.0') {
  const app = Fastify({ logger: false });
  await app.register(fastifyStatic, remoteFolderOptions(path.resolve(folder), '/'));
  await app.listen({ port, host });
  return app;
}

if (require.main === module) {
  const [folder, port = '4001'] = process.argv.slice(2);
  if (!folder) {
    console.error('usage: node api/dist/serve-remote.js <remote dist folder> [port]');
    process.exit(2);
  }
  serveRemote(folder, Number(port), process.env.HOST).then(
    () => console.log(`serving ${path.resolve(folder)} at http://localhost:${port}/ (manifest: /mf-manifest.json)`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
