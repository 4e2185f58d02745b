import { MAX_LIVE_CLIENT_LENGTH, PATTERNS, toRegExp } from '@agrocadena/contracts/core';

const loadTabId = () => {
  let id = '';
  jest.isolateModules(() => {
    id = (jest.requireActual('./tab-id') as typeof import('./tab-id')).TAB_ID;
  });
  return id;
};

test('each load of the suite in a tab names the tab anew, with a UUID where the browser makes one', () => {
  const randomUUID = jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue('6f1c2a9e-0b7d-4c1e-9a3f-2d5e8b7c4a10');
  try {
    expect(loadTabId()).toBe('6f1c2a9e-0b7d-4c1e-9a3f-2d5e8b7c4a10');
  } finally {
    randomUUID.mockRestore();
  }
});

test('an older browser, or a page not served over HTTPS, gets random hex digits the API takes all the same', () => {
  const randomUUID = Object.getOwnPropertyDescriptor(globalThis.crypto, 'randomUUID');
  Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
  try {
    const [first, second] = [loadTabId(), loadTabId()];
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(first).toMatch(toRegExp(PATTERNS.liveClient));
    expect(first.length).toBeLessThanOrEqual(MAX_LIVE_CLIENT_LENGTH);
    expect(second).not.toBe(first);
  } finally {
    if (randomUUID) Object.defineProperty(globalThis.crypto, 'randomUUID', randomUUID);
    else delete (globalThis.crypto as { randomUUID?: unknown }).randomUUID;
  }
});
