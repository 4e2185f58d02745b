// The remote map and the remotes' manifests, fetched with plain fetch: the entry (index.ts) starts
// them before any shared module has loaded, and the registry (remote-registry.ts) uses the same
// answers when the federation runtime asks, so nothing is asked twice.

/** name → entry URL (an mf-manifest.json or remoteEntry.js), read at run time from /remotes.json. */
export type RemoteMap = Record<string, string>;

let remoteMap: Promise<RemoteMap> | null = null;
const earlyManifests = new Map<string, Promise<Response>>();
/** remote name → its manifest's content, from the same early answer (first-reads.ts reads it). */
const manifestContents = new Map<string, Promise<unknown>>();
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
    // Once per remote: the runtime does not ask again for a remote it has loaded.
    if (!entry?.endsWith('mf-manifest.json') || manifestContents.has(remote)) return;
    const response = fetch(entry, { cache: 'no-cache' });
    // Unhandled until the runtime takes it; a failure is the runtime's to report then.
    response.catch(() => undefined);
    earlyManifests.set(absolute(entry), response);
    // Read from a copy made before the runtime reads the body (this handler was attached first).
    const content = response.then((answer) => (answer.ok ? (answer.clone().json() as Promise<unknown>) : null)).catch(() => null);
    manifestContents.set(remote, content);
  });
}

/** The content of `remote`'s manifest fetched early (null: not fetched early, or unreadable). */
export async function earlyManifestOf(remote: string): Promise<unknown> {
  await fetchRemoteMap();
  return (await manifestContents.get(remote)) ?? null;
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
  manifestContents.clear();
}
