import { useSessionStore } from '@agrocadena/shared-ui/core';
import { FORGET_MESSAGE, WARM_MESSAGE, type WarmMessage } from './sw-protocol';

/**
 * Installs /sw.js (shell/sw/service-worker.ts) in production builds, hands it what this first
 * visit already loaded, and tells it when the user logs out or another logs in.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const start = async () => {
    try {
      await navigator.serviceWorker.register('/sw.js');
      const worker = (await navigator.serviceWorker.ready).active;
      const warm: WarmMessage = {
        type: WARM_MESSAGE,
        page: location.href,
        files: performance.getEntriesByType('resource').map((entry) => entry.name),
      };
      worker?.postMessage(warm);
    } catch (error) {
      // Without a worker the app still works, only not offline.
      console.warn('[shell] service worker not installed', error);
    }
  };
  if (document.readyState === 'complete') void start();
  else window.addEventListener('load', () => void start(), { once: true });

  // The same moment the query cache is cleared (shared-ui's CoreProviders): the user changes.
  useSessionStore.subscribe((state, previous) => {
    if (previous.user && previous.user._id !== state.user?._id) navigator.serviceWorker.controller?.postMessage({ type: FORGET_MESSAGE });
  });
}
