import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where global setup leaves the running server's address for the specs. */
export const STATE_FILE = path.join(os.tmpdir(), 'agrocadena-e2e-state.json');
export const REPO_ROOT = path.resolve(__dirname, '../..');
export const ARTIFACTS = path.resolve(__dirname, '../artifacts');

export interface E2eState {
  baseUrl: string;
  dataDir: string;
  pid: number;
  /** The server's REMOTES_FILE: which host each remote is loaded from. */
  remotesFile: string;
}

export function readState(): E2eState {
  return JSON.parse(fs.readFileSync(STATE_FILE, 'utf8')) as E2eState;
}
