import fs from 'node:fs';

/** remotes.json: remote name → the URL of its mf-manifest.json (relative: this server; absolute: another host). */
export type RemoteMap = Record<string, string>;

const REMOTE_NAME = /^[a-z][a-z0-9_-]{0,39}$/;
const ENTRY_URL = /^(\/(?!\/)|https?:\/\/)[^\s"'<>]+$/i;

/** The map, or an error naming what is wrong with it; a deployment's typo must not start a broken shell. */
export function parseRemoteMap(text: string): RemoteMap {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`remotes.json is not JSON: ${(error as Error).message}`, { cause: error });
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('remotes.json must be an object of remote name → manifest URL');
  for (const [name, entry] of Object.entries(value)) {
    if (!REMOTE_NAME.test(name)) throw new Error(`remotes.json: "${name}" is not a remote name`);
    if (typeof entry !== 'string' || !ENTRY_URL.test(entry)) throw new Error(`remotes.json: the entry of "${name}" must be a path or an http(s) URL`);
  }
  return value as RemoteMap;
}

export interface RemoteMapSourceOptions {
  /** The remotes.json to serve: the shell's build's, or a deployment's own (REMOTES_FILE). */
  file: string;
  /** REMOTES_JSON: the map itself, for deployments configured by environment only; wins over `file`. */
  inline?: string;
  /** Told when a replaced file is unreadable (the last good map stays in use). */
  onInvalid?: (error: Error) => void;
}

/**
 * The remote map as deployed now. The file is read again whenever it changes, so a deployment points
 * the shell at another release of a remote by replacing one file: no rebuild, no restart. A file
 * that is invalid at start-up is an error; one replaced by something invalid later is reported and
 * the last good map stays in use. A missing file is an empty map (an API-only or shell-less set-up).
 */
export function remoteMapSource({ file, inline, onInvalid }: RemoteMapSourceOptions): () => RemoteMap {
  if (inline !== undefined) {
    const map = parseRemoteMap(inline);
    return () => map;
  }
  let map: RemoteMap = {};
  let seen: { ino: number; mtimeMs: number; size: number } | null = null;
  const read = (startUp: boolean): RemoteMap => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return map;
    }
    // A deployment replaces the file (a new inode) or rewrites it (a new time or size).
    if (seen?.ino === stat.ino && seen.mtimeMs === stat.mtimeMs && seen.size === stat.size) return map;
    seen = { ino: stat.ino, mtimeMs: stat.mtimeMs, size: stat.size };
    try {
      map = parseRemoteMap(fs.readFileSync(file, 'utf8'));
    } catch (error) {
      if (startUp) throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
      onInvalid?.(error as Error);
    }
    return map;
  };
  read(true);
  return () => read(false);
}
