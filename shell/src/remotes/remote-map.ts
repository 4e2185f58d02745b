// The remote map and the remotes' manifests, fetched with plain fetch: the entry (index.ts) starts
// them before any shared module has loaded, and the registry (remote-registry.ts) uses the same
// answers when the federation runtime asks, so nothing is asked twice.

/** name → entry URL (an mf-manifest.json or remoteEntry.js), read at run time from /remotes.json. */
export type RemoteMap = Record<string, string>;

let remoteMap: Promise<RemoteMap> | null = null;
const earlyManifests = new Map<string, Promise<Response>>();
/** remote name → its manifest's content, from the same early answer. */
const manifestContents = new Map<string, Promise<unknown>>();
const absolute = (url: string) => new URL(url, location.href).href;

/** Reads remotes.json once (unreadable: no remotes); a deployment points the shell at its remotes without rebuilding it. */
export function fetchRemoteMap(url = '/remotes.json'): Promise<RemoteMap> {
  remoteMap ??= fetch(url, { cache: 'no-cache' })
    .then((r) => (r.ok ? (r.json() as Promise<RemoteMap>) : {}))
    .catch(() => ({}));
  return remoteMap;
}

/**
 * Starts fetching `remote`'s manifest before the federation runtime asks for it (takeEarlyManifest),
 * once per remote: the runtime does not ask again for a remote it has loaded. Resolves to the
 * manifest's content (first-reads.ts reads it); null for a remote without one, or unreadable.
 */
export function fetchManifestEarly(remote: string): Promise<unknown> {
  let content = manifestContents.get(remote);
  if (!content) {
    content = fetchRemoteMap().then((remotes) => {
      const entry = remotes[remote];
      if (!entry?.endsWith('mf-manifest.json')) return null;
      const response = fetch(entry, { cache: 'no-cache' });
      earlyManifests.set(absolute(entry), response);
      // Read from a copy made before the runtime reads the body (this handler is attached first);
      // a failure is the runtime's to report, when it takes the answer.
      return response.then((answer) => (answer.ok ? (answer.clone().json() as Promise<unknown>) : null)).catch(() => null);
    });
    manifestContents.set(remote, content);
  }
  return content;
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
