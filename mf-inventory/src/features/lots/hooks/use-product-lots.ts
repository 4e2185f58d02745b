import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messageOf } from '@agrocadena/shared-ui';
import { productLotsPageQuery } from '../api/lots-api';

/**
 * One page of a product's lots, with or without the spent ones; switching starts over on page 1.
 * While the next page loads the current one stays shown.
 */
export function useProductLots(productId: string) {
  const [shown, setShown] = useState({ includeSpent: false, page: 1 });
  const query = useQuery({ ...productLotsPageQuery(productId, shown.page, shown.includeSpent), placeholderData: keepPreviousData });
  return {
    lots: query.data?.items ?? [],
    total: query.data?.total ?? 0,
    page: shown.page,
    includeSpent: shown.includeSpent,
    loading: query.isFetching,
    error: query.isError ? messageOf(query.error) : null,
    setPage: (page: number) => setShown((current) => ({ ...current, page })),
    setIncludeSpent: (includeSpent: boolean) => setShown({ includeSpent, page: 1 }),
    reload: () => void query.refetch(),
  };
}
