import { useEffect } from 'react';
import { useIsRestoring, useQueryClient, type QueryClient } from '@tanstack/react-query';

interface Gate {
  opened: Promise<void>;
  open(): void;
}

const gates = new WeakMap<QueryClient, Gate>();

function gateOf(client: QueryClient): Gate {
  let gate = gates.get(client);
  if (!gate) {
    let open!: () => void;
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    gate = { opened, open };
    gates.set(client, gate);
  }
  return gate;
}

/**
 * Resolves once `client` may take answers. The suite's cache is restored from the browser's
 * storage as the app starts, then has every read marked stale: an answer that landed before would
 * be marked too, and the page it was read for would ask for it again.
 */
export function whenCacheReady(client: QueryClient): Promise<void> {
  return gateOf(client).opened;
}

/** Said under the providers by what draws remote pages: the cache is ready once it is no longer being restored (at once without a kept cache). */
export function useCacheReadySignal(): void {
  const client = useQueryClient();
  const restoring = useIsRestoring();
  useEffect(() => {
    if (!restoring) gateOf(client).open();
  }, [client, restoring]);
}
