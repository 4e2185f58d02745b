import { MutationObserver, QueryObserver } from '@tanstack/react-query';
import { routes } from '@agrocadena/contracts/client';
import { answerEveryRead, readsTagged as tagged, staleReads } from '../testing/every-read';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';
import { routeKey } from './route-query';
import type { WriteMeta } from './write-meta';

/** The reads left stale by one write with `meta` that succeeds, or fails with `failure`. */
async function staleAfter(meta: WriteMeta | undefined, failure?: Error): Promise<string[]> {
  const client = answerEveryRead(createQueryClient({ retry: false }));
  const write = new MutationObserver(client, { mutationFn: async () => (failure ? Promise.reject(failure) : 'saved'), meta });
  await write.mutate().catch(() => undefined);
  return staleReads(client);
}

const refusal = (code: string) => new ApiError({ success: false, status: 409, code, message: 'refused', data: null });

describe('a write’s declared topics', () => {
  it('make exactly their reads stale once it succeeds', async () => {
    expect(await staleAfter({ changes: ['branchOffices'] })).toEqual(tagged('branchOffices'));
    expect(await staleAfter({ changes: ['requests', 'products'] })).toEqual(
      [...tagged('requests', 'contacts', 'products', 'stock', 'lots', 'catalog'), 'countUnseenRequests'].sort(),
    );
    expect(await staleAfter({ changes: ['executions'] })).toEqual([...tagged('executions'), 'activitiesOverview', 'processesOverview'].sort());
    // The processes name their activities.
    expect(await staleAfter({ changes: ['activities'] })).toEqual(tagged('activities', 'processes').sort());
    expect(await staleAfter({ changes: ['services'] })).toEqual(tagged('services', 'catalog').sort());
    expect(await staleAfter({ changes: ['contacts'] })).toEqual(tagged('contacts').sort());
  });

  it('leave everything as it was when the write names none', async () => {
    expect(await staleAfter(undefined)).toEqual([]);
    expect(await staleAfter({ changes: [] })).toEqual([]);
  });

  it('stay fresh after a refusal, unless it says the rows moved meanwhile or the write may have changed them all the same', async () => {
    expect(await staleAfter({ changes: ['requests'] }, refusal('VALIDATION'))).toEqual([]);
    expect(await staleAfter({ changes: ['requests'] }, new TypeError('Failed to fetch'))).toEqual([]);
    const requestReads = [...tagged('requests', 'contacts'), 'countUnseenRequests'].sort();
    expect(await staleAfter({ changes: ['requests'] }, refusal('INVALID_REQUEST_TRANSITION'))).toEqual(requestReads);
    expect(await staleAfter({ changes: ['services'], evenIfFailed: true }, refusal('INTERNAL'))).toEqual(tagged('services', 'catalog').sort());
  });

  it('are read again after the write’s own updates of the cache: a row its success forgot is not asked for', async () => {
    const client = createQueryClient({ retry: false });
    const productKey = routeKey(routes.getProduct, { params: { id: 'p1' } });
    const listKey = routeKey(routes.userProducts, { params: { id: 'u1' }, query: { skip: 0, limit: 12 } });
    const reads: string[] = [];
    const onScreen = [productKey, listKey].map((queryKey) => {
      const observer = new QueryObserver(client, { queryKey, queryFn: async () => reads.push(queryKey[1] as string) });
      return observer.subscribe(() => undefined);
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    reads.length = 0;
    const remove = new MutationObserver(client, {
      mutationFn: async () => 'deleted',
      onSuccess: () => client.removeQueries({ queryKey: productKey }),
      meta: { changes: ['products'] },
    });
    await remove.mutate();
    // The write ends once what is on screen has been read again.
    expect(reads).toEqual(['/users/:id/products']);
    onScreen.forEach((unsubscribe) => unsubscribe());
  });

  it('leave what the write’s answer already put in the cache as it is: the saved row is not carried twice', async () => {
    const client = answerEveryRead(createQueryClient({ retry: false }));
    const saved = routeKey(routes.getProduct, { params: { id: 'x' } });
    const write = new MutationObserver(client, {
      mutationFn: async () => ({ _id: 'x', amount: 7 }),
      onSuccess: (product) => client.setQueryData(saved, product),
      meta: { changes: ['products'] },
    });
    await write.mutate();
    expect(staleReads(client)).toEqual(tagged('products', 'stock', 'lots', 'catalog').filter((name) => name !== 'getProduct'));
    expect(client.getQueryData(saved)).toEqual({ _id: 'x', amount: 7 });
  });
});
