import { useQueries } from '@tanstack/react-query';
import { productLotsQuery } from '../../../shared/api/product-lots';
import { lotsPreview, type LotsPreview } from '@agrocadena/contracts/rules';

/** Which lots a need of `amount` of `product` leaves, once its lots are read; null otherwise. */
export type LotsPreviewOf = (product: string, amount: number) => LotsPreview | null;

/**
 * The lots of each input, read once, and which of them a run's needs would leave on their own
 * (first-expiring-first, the expired last), as the server will pick them.
 */
export function useLotsPreview(productIds: readonly string[]): LotsPreviewOf {
  const ids = [...new Set(productIds)];
  const reads = useQueries({ queries: ids.map((id) => productLotsQuery(id)) });
  const lotsOf = new Map(ids.map((id, index) => [id, reads[index]?.data]));
  return (product, amount) => {
    const lots = lotsOf.get(product);
    return lots ? lotsPreview(lots, amount) : null;
  };
}
