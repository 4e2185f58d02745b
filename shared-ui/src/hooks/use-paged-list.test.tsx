import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { routes } from '@agrocadena/contracts/client';
import { logIn, resetStores, stubFetch } from '../testing';
import { usePagedList } from './use-paged-list';

const TOTAL = 30;
/** The server of the test: pages of `limit` with their cursors, as the API gives them. */
function listServer() {
  return stubFetch([
    {
      path: /^\/api\/users\/u1\/products\?/,
      reply: (call) => {
        const query = new URLSearchParams(call.path.split('?')[1]);
        const limit = Number(query.get('limit'));
        const start = query.has('after')
          ? Number(query.get('after')) + 1
          : query.has('before')
            ? Number(query.get('before')) - limit
            : Number(query.get('skip'));
        const items = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - start)) }, (_, i) => ({ _id: `p${start + i}` }));
        const body = {
          success: true,
          message: '',
          totalItems: TOTAL,
          prevCursor: start > 0 ? String(start) : null,
          nextCursor: start + limit < TOTAL ? String(start + limit - 1) : null,
          data: items,
        };
        return { status: 200, body };
      },
    },
  ]);
}

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => usePagedList(routes.userProducts, { id: 'u1' }, 10), { wrapper });
}

beforeEach(() => {
  resetStores('es');
  logIn();
});

test('next and previous pages are read by the cursor of the page beside them; a jump and a reload by skip', async () => {
  const server = listServer();
  const { result } = renderList();
  await waitFor(() => expect(result.current.items[0]?._id).toBe('p0'));
  act(() => result.current.setPage(2));
  await waitFor(() => expect(result.current.items[0]?._id).toBe('p10'));
  act(() => result.current.setPage(3));
  await waitFor(() => expect(result.current.items[0]?._id).toBe('p20'));
  const queries = () => server.calls.map((call) => call.path.split('?')[1]);
  expect(queries()).toEqual(['skip=0&limit=10', 'skip=10&limit=10&after=9', 'skip=20&limit=10&after=19']);

  // After a write (goTo reads the list again) no cursor is trusted: the page is read by skip.
  act(() => result.current.goTo(2));
  await waitFor(() => expect(queries()).toContain('skip=10&limit=10'));
  expect(result.current.total).toBe(TOTAL);
});
