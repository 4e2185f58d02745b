import fs from 'node:fs';
import { readState, STATE_FILE } from './env';

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(STATE_FILE)) return;
  const { pid, dataDir } = readState();
  try {
    process.kill(-pid, 'SIGTERM'); // the whole group: start.js and the server it runs
  } catch {
    /* already gone */
  }
  await new Promise((r) => setTimeout(r, 1000));
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(STATE_FILE, { force: true });
}
