import { render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { AppProviders } from '../components/providers/app-providers';
import { queryClient } from './query-client';
import { QUERY_CACHE_STORAGE_KEY } from './persisted-cache';
import { logIn, resetStores, SESSION_USER } from '../testing/render-page';
import { act } from 'react';
import { useSessionStore } from '../session/session-store';

const PRODUCTS: Record<string, string[]> = { u1: ['Mango de azúcar', 'Yuca'], u2: ['Queso costeño'] };

function Products() {
  const userId = useSessionStore((s) => s.user?._id ?? '');
  const { data } = useQuery({ queryKey: ['products', userId], queryFn: async () => PRODUCTS[userId] ?? [] });
  return <p data-testid="products">{data?.join(', ')}</p>;
}

afterEach(() => {
  queryClient.clear();
  localStorage.clear();
});

test("the suite's cache is kept in the browser, and forgotten as soon as another person (or nobody) is logged in", async () => {
  resetStores();
  logIn();
  const app = (
    <AppProviders>
      <Products />
    </AppProviders>
  );
  const first = render(app);
  expect(await screen.findByText('Mango de azúcar, Yuca')).toBeInTheDocument();
  await waitFor(() => expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toContain('Mango de azúcar'), { timeout: 4000 });

  // A page loaded anew shows what was kept at once, and reads it again.
  first.unmount();
  queryClient.clear();
  PRODUCTS.u1 = ['Mango de azúcar', 'Yuca', 'Ñame espino'];
  const again = render(app);
  expect(await screen.findByText('Mango de azúcar, Yuca')).toBeInTheDocument();
  expect(await screen.findByText('Mango de azúcar, Yuca, Ñame espino')).toBeInTheDocument();

  // The first person logs out; another logs in on the same phone.
  act(() => useSessionStore.getState().clear());
  expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toBeNull();
  again.unmount();
  logIn({ ...SESSION_USER, _id: 'u2', email: 'otra@finca.co' });
  render(app);
  expect(await screen.findByText('Queso costeño')).toBeInTheDocument();
  await waitFor(() => expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).toContain('Queso costeño'), { timeout: 4000 });
  expect(localStorage.getItem(QUERY_CACHE_STORAGE_KEY)).not.toContain('Mango de azúcar');
});
