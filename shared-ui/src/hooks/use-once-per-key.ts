import { useEffect, useRef } from 'react';

/**
 * Runs `run(key)` once for each key a page is shown with, e.g. spending the token of a mailed link:
 * a write React must not repeat though it may run effects twice (development, remounts).
 */
export function useOncePerKey(key: string, run: (key: string) => void): void {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (done.current === key) return;
    done.current = key;
    run(key);
  }, [key, run]);
}
