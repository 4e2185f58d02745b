import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';

/** name → entry URL (an mf-manifest.json or remoteEntry.js), read at run time from /remotes.json. */
export type RemoteMap = Record<string, string>;

let remotes: RemoteMap = {};
let ready: Promise<void> | null = null;

/** Reads remotes.json once; a deployment points the shell at its remotes without rebuilding it. */
export function loadRemoteMap(url = '/remotes.json'): Promise<void> {
  ready ??= fetch(url, { cache: 'no-cache' })
    .then((r) => (r.ok ? (r.json() as Promise<RemoteMap>) : {}))
    .catch(() => ({}) as RemoteMap)
    .then((map) => {
      remotes = map;
      registerRemotes(Object.entries(map).map(([name, entry]) => ({ name, entry })));
    });
  return ready;
}

export interface RemotePageModule {
  default: React.ComponentType;
}

/**
 * Loads `remote/Expose`. Throws when the remote cannot be reached so the area's error boundary
 * shows the unavailable panel; `fresh` forgets an earlier failure before trying again.
 */
export async function loadRemotePage(id: string, fresh = false): Promise<RemotePageModule> {
  await loadRemoteMap();
  const [name] = id.split('/');
  if (fresh && remotes[name]) registerRemotes([{ name, entry: remotes[name] }], { force: true });
  const mod = await loadRemote<RemotePageModule>(id);
  if (!mod || typeof mod.default !== 'function') throw new Error(`Remote module ${id} is unavailable`);
  return mod;
}
