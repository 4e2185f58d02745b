import { render, waitFor } from '@testing-library/react';
import { IsRestoringProvider, QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@agrocadena/shared-ui/core';
import { useCacheReadySignal, whenCacheReady } from './cache-ready';

function Signal() {
  useCacheReadySignal();
  return null;
}

const tree = (client: ReturnType<typeof createQueryClient>, restoring: boolean) => (
  <QueryClientProvider client={client}>
    <IsRestoringProvider value={restoring}>
      <Signal />
    </IsRestoringProvider>
  </QueryClientProvider>
);

test('a cache being restored from the browser’s storage takes answers once restored; another one at once', async () => {
  const kept = createQueryClient();
  let keptReady = false;
  void whenCacheReady(kept).then(() => (keptReady = true));
  const { rerender } = render(tree(kept, true));
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(keptReady).toBe(false);
  rerender(tree(kept, false));
  await waitFor(() => expect(keptReady).toBe(true));

  const fresh = createQueryClient();
  render(tree(fresh, false));
  await expect(whenCacheReady(fresh)).resolves.toBeUndefined();
});
