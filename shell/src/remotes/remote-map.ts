// The remote map and the remotes' manifests, fetched with plain fetch: the entry (index.ts) starts
// them before any shared module has loaded, and the registry (remote-registry.ts) uses the same
// answers when the federation runtime asks, so nothing is asked twice.

/** name → entry URL (an mf-manifest.json or remoteEntry.js), read at run time from /remotes.json. */
export type RemoteMap = Record<string, string>;

let remoteMap: Promise<RemoteMap> | null = null;
const earlyManifests = new Map<string, Promise<Response>>();
const absolute = (url: string) => new URL(url, location.href).href;

/** Reads remotes.json once (unreadable: no remotes); a deployment points the shell at its remotes without rebuilding it. */
export function fetchRemoteMap(url = '/remotes.json'): Promise<RemoteMap> {
  remoteMap ??= fetch(url, { cache: 'no-cache' })
    .then((r) => (r.ok ? (r.json() as Promise<RemoteMap>) : {}))
    .catch(() => ({}));
  return remoteMap;
}

/** Starts fetching `remote`'s manifest before the federation runtime asks for it (takeEarlyManifest). */
export function fetchManifestEarly(remote: string): void {
  void fetchRemoteMap().then((remotes) => {
    const entry = remotes[remote];
    if (!entry?.endsWith('mf-manifest.json') || earlyManifests.has(absolute(entry))) return;
    const response = fetch(entry, { cache: 'no-cache' });
    // Unhandled until the runtime takes it; a failure is the runtime's to report then.
    response.catch(() => undefined);
    earlyManifests.set(absolute(entry), response);
  });
}

/** A manifest fetched early, given once: a later load of the remote (a retry) asks the network again. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const response = earlyManifests.get(absolute(url));
  earlyManifests.delete(absolute(url));
  return response;
}

/** Tests only: forget what was fetched. */
export function forgetRemoteMap(): void {
  remoteMap = null;
  earlyManifests.clear();
}
