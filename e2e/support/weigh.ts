import type { Page } from 'playwright-core';
import { networkQuiet } from './network-quiet';

/**
 * Compressed bytes of JavaScript the browser receives while `action` runs and the network settles,
 * as Chromium counts them on the wire (encoded length, headers included): what a phone downloads.
 */
export async function javascriptTransferred(page: Page, action: () => Promise<unknown>): Promise<{ bytes: number; files: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Map<string, string>();
  let bytes = 0;
  const files: string[] = [];
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' || /\.js(\?|$)/.test(event.response.url)) scripts.set(event.requestId, event.response.url);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = scripts.get(event.requestId);
    if (url === undefined) return;
    bytes += event.encodedDataLength;
    files.push(new URL(url).pathname);
  });
  await action();
  await networkQuiet(page);
  await cdp.detach();
  return { bytes, files };
}
