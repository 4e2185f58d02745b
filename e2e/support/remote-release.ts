import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, readState } from './env';
import { eventually } from './eventually';

/**
 * Builds a remote's production release into `outDir` as its team would, declaring the shared-ui
 * version it was built against (`--env sharedUiVersion=…`, config/webpack.mf.js).
 */
export function buildRemoteRelease(app: string, outDir: string, sharedUiVersion: string): void {
  const result = spawnSync('npx', ['webpack', '--mode', 'production', '--env', `sharedUiVersion=${sharedUiVersion}`, '--output-path', outDir], {
    cwd: path.join(REPO_ROOT, app),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`building ${app} against shared-ui ${sharedUiVersion} failed:\n${result.stdout}\n${result.stderr}`);
}

/** A static host of its own for a remote's dist/ (api/dist/serve-remote.js); resolves once it answers. */
export async function serveRemoteFolder(folder: string, port: number): Promise<{ origin: string; stop: () => void }> {
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO_ROOT, 'api/dist/serve-remote.js'), folder, String(port)], {
    env: { ...process.env, HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  const status = async () => (await fetch(`${origin}/mf-manifest.json`).catch(() => null))?.status ?? 0;
  await eventually(status, 200);
  return { origin, stop: () => child.kill('SIGTERM') };
}

/** Replaces the deployment's remotes.json, as an operator would: the next page load uses it. */
export function deployRemoteMap(map: Record<string, string>): void {
  const file = readState().remotesFile;
  const next = `${file}.next`;
  fs.writeFileSync(next, JSON.stringify(map, null, 2));
  fs.renameSync(next, file);
}

/** The remote map the shell is built with (shell/public/remotes.json). */
export function builtRemoteMap(): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'shell/public/remotes.json'), 'utf8')) as Record<string, string>;
}
