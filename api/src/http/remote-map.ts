import { changedFileReader } from '../util/changed-file';
import { remoteOriginsOf } from './security-headers';

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

/** The remote map as deployed, with the hosts it names (what the page's policies trust). */
export interface RemoteDeployment {
  map: RemoteMap;
  origins: string[];
}

const deploymentOf = (map: RemoteMap): RemoteDeployment => ({ map, origins: remoteOriginsOf(map) });
const NONE = deploymentOf({});

/**
 * The remote map as deployed now. The file is read again whenever it changes, so a deployment points
 * the shell at another release of a remote by replacing one file: no rebuild, no restart. A file
 * that is invalid at start-up is an error; one replaced by something invalid later is reported and
 * the last good map stays in use. A missing file is an empty map (an API-only or shell-less set-up).
 */
export function remoteMapSource({ file, inline, onInvalid }: RemoteMapSourceOptions): () => RemoteDeployment {
  if (inline !== undefined) {
    const deployment = deploymentOf(parseRemoteMap(inline));
    return () => deployment;
  }
  let startingUp = true;
  const read = changedFileReader(
    file,
    (text) => deploymentOf(parseRemoteMap(text)),
    (error) => {
      if (startingUp) throw new Error(`${file}: ${error.message}`, { cause: error });
      onInvalid?.(error);
    },
  );
  read();
  startingUp = false;
  return () => read() ?? NONE;
}
