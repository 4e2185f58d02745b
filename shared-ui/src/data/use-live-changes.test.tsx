import { act, render, screen, waitFor } from '@testing-library/react';
import { MutationObserver, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { LIVE_TOPICS } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { logIn, resetStores, SESSION_USER } from '../testing/render-page';
import { answerEveryRead, staleReads } from '../testing/every-read';
import { useSessionStore } from '../session/session-store';
import { createQueryClient } from './query-client';
import { routeKey } from './route-query';
import type { EventSourceLike, OpenEventSource } from './live-connection';
import { useLiveChanges } from './use-live-changes';

type Listener = (event: MessageEvent) => void;
let source: EventSourceLike & { emit(type: string, data: unknown): void; fail(code: number): void };
const open: OpenEventSource = () => {
  const listeners = new Map<string, Listener[]>();
  source = {
    readyState: 1,
    onopen: null,
    onerror: null,
    addEventListener: (type: string, listener: Listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    close: () => undefined,
    emit: (type, data) => listeners.get(type)?.forEach((l) => l(new MessageEvent(type, { data: JSON.stringify(data) }))),
    fail(code) {
      (this as { readyState: number }).readyState = 2;
      this.onerror?.(Object.assign(new Event('error'), { code }));
    },
  };
  return source;
};

const reads = { requests: 0, unseen: 0, products: 0 };
function Screen() {
  const status = useLiveChanges(open);
  const id = SESSION_USER._id;
  useQuery({ queryKey: routeKey(routes.requestsMadeToMe, { params: { id }, query: { skip: 0, limit: 10 } }), queryFn: () => ++reads.requests });
  useQuery({ queryKey: routeKey(routes.countUnseenRequests, { params: { id } }), queryFn: () => ++reads.unseen });
  useQuery({ queryKey: routeKey(routes.userProducts, { params: { id }, query: { skip: 0, limit: 10 } }), queryFn: () => ++reads.products });
  return <p data-testid="status">{status}</p>;
}

test("a change names what to read again: the user's request lists and badge, not their products", async () => {
  resetStores();
  logIn();
  const client = createQueryClient({ retry: false });
  render(
    <QueryClientProvider client={client}>
      <Screen />
    </QueryClientProvider>,
  );
  await act(async () => {
    await Promise.resolve();
    source.onopen?.(new Event('open'));
  });
  expect(screen.getByTestId('status')).toHaveTextContent('open');
  const before = { ...reads };
  await act(async () => source.emit('change', { topics: ['requests'] }));
  await waitFor(() => expect(reads).toEqual({ requests: before.requests + 1, unseen: before.unseen + 1, products: before.products }));
  await act(async () => source.emit('change', { topics: ['products'] }));
  await waitFor(() => expect(reads.products).toBe(before.products + 1));
  expect(reads.requests).toBe(before.requests + 1);

  // The stream refused with 401: the session ended elsewhere, and this app says so.
  await act(async () => source.fail(401));
  expect(useSessionStore.getState()).toMatchObject({ user: null, expired: true });
});

function Stream() {
  useLiveChanges(open);
  return null;
}

test('a change told by the stream leaves stale exactly what a write of this tab naming the same topic does', async () => {
  resetStores();
  logIn();
  for (const topic of LIVE_TOPICS) {
    const heard = answerEveryRead(createQueryClient({ retry: false }));
    const view = render(
      <QueryClientProvider client={heard}>
        <Stream />
      </QueryClientProvider>,
    );
    await act(async () => {
      await Promise.resolve();
      source.onopen?.(new Event('open'));
    });
    await act(async () => source.emit('change', { topics: [topic] }));
    view.unmount();

    const written = answerEveryRead(createQueryClient({ retry: false }));
    await new MutationObserver(written, { mutationFn: async () => 'saved', meta: { changes: [topic] } }).mutate();
    expect(staleReads(heard)).not.toEqual([]);
    expect({ topic, stale: staleReads(heard) }).toEqual({ topic, stale: staleReads(written) });
  }
});
