import { registerPlugins, registerRemotes, loadRemote, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { compatibilityPlugin } from './compatibility';
import { isRemoteIncompatible, RemotePageMissingError, RemoteUnreachableError } from './remote-errors';
import { fetchRemoteMap, forgetRemoteMap, takeEarlyManifest, type RemoteMap } from './remote-map';

/**
 * What the federation runtime (2.9.2) throws when the remote answered but does not offer the page:
 * - `Module "./X" does not exist in container.`: its container has no such expose;
 * - RUNTIME-014: its container gave no factory for the expose;
 * - RUNTIME-011 ("The remoteEntry URL is missing from the remote snapshot."): its mf-manifest.json
 *   names no remoteEntry, which is what a remote that exposes no page at all builds.
 * A remote that is down fails before any of these, on its manifest (RUNTIME-003) or script (RUNTIME-008).
 */
const PAGE_NOT_OFFERED = /does not exist in container|RUNTIME-014|RUNTIME-011/i;

let remotes: RemoteMap = {};
let ready: Promise<void> | null = null;

/** The federation runtime reads a manifest the entry already started to fetch (remote-map.ts) from there. */
const earlyManifestPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'agrocadena-early-manifest',
  fetch: (url: string) => takeEarlyManifest(url),
});

/** Registers the remotes of remotes.json with the federation runtime, once. */
export function loadRemoteMap(url = '/remotes.json'): Promise<void> {
  ready ??= fetchRemoteMap(url).then((map) => {
    remotes = map;
    registerPlugins([compatibilityPlugin(), earlyManifestPlugin()]);
    registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
  });
  return ready;
}

export interface RemotePageModule {
  default: React.ComponentType;
}

/**
 * Loads `remote/Expose`. Throws RemotePageMissingError when the deployment does not offer that
 * page (no retry helps), RemoteIncompatibleError when the remote was built against another major
 * of shared-ui or the contract (compatibility.ts; no retry helps either) and RemoteUnreachableError
 * when the remote cannot be reached; `fresh` forgets an earlier failure before trying again. The
 * runtime reads the remote's manifest itself (the one the entry fetched early, if it did): fetching
 * it here too would cost every first visit to a remote a second download.
 */
export async function loadRemotePage(id: string, fresh = false): Promise<RemotePageModule> {
  await loadRemoteMap();
  const [name] = id.split('/');
  const entry = remotes[name];
  if (!entry) throw new RemotePageMissingError(`Remote ${name} is not part of this deployment`);
  if (fresh) registerRemotes([{ name, entry }], { force: true });
  let mod: RemotePageModule | null | undefined;
  try {
    mod = await loadRemote<RemotePageModule>(id);
  } catch (error) {
    if (isRemoteIncompatible(error)) throw error;
    if (PAGE_NOT_OFFERED.test(String((error as Error)?.message ?? error))) {
      throw new RemotePageMissingError(`${id}: ${String(error)}`);
    }
    throw new RemoteUnreachableError(`${id}: ${String(error)}`);
  }
  if (!mod || typeof mod.default !== 'function') throw new RemoteUnreachableError(`Remote module ${id} is unavailable`);
  return mod;
}

/** Tests only: forget the remote map. */
export function resetRemoteRegistry(): void {
  remotes = {};
  ready = null;
  forgetRemoteMap();
}
