import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, STATE_FILE, type E2eState } from './env';

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/departments`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server at ${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the app exactly as `npm start` does, on its embedded database, in a fresh data folder. */
export default async function globalSetup(): Promise<void> {
  const port = Number(process.env.E2E_PORT || 3310);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agrocadena-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  // The deployment's own remote map (REMOTES_FILE), as the shell's build has it: a spec replaces it
  // to load a remote from another host or release, as a deployment would, without a restart.
  const remotesFile = path.join(dataDir, 'remotes.json');
  fs.copyFileSync(path.join(REPO_ROOT, 'shell/public/remotes.json'), remotesFile);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl, REMOTES_FILE: remotesFile };
  delete env.DATABASE_URL; // the browser suite runs what a new user gets: embedded PGlite
  delete env.REDIS_URL; // … counting its rate limits there too
  delete env.SMTP_URL; // mails go to the outbox, where the suite reads them
  // Every persona of the suite logs in and signs up from this one address, dozens a minute: the
  // per-address limits are raised as a cooperative's shared address would want them. The limits
  // themselves are proved by the API's tests (modules/accounts/login-limits.api.test.ts).
  env.RATE_LIMIT_LOGIN = '600/60';
  env.RATE_LIMIT_SIGNUP = '200/600';
  const log = fs.openSync(path.join(dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start.js')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, log],
    detached: true,
  });
  child.unref();
  const state: E2eState = { baseUrl, dataDir, pid: child.pid!, remotesFile };
  fs.writeFileSync(STATE_FILE, JSON.stringify(state));
  try {
    await waitForServer(baseUrl, 10 * 60_000);
  } catch (error) {
    process.stderr.write(fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').slice(-4000));
    throw error;
  }
}
