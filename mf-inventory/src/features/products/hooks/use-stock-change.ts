import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product } from '@agrocadena/contracts';
import { changeStock } from '../api/products-api';
import { rememberMovement, rememberProduct } from '../api/product-cache';
import { toStockChangeBody, type StockLots } from '../rules/stock-rules';

interface StockChange {
  product: Product;
  entered: number;
  cost: number | null;
  lots?: StockLots;
}

/**
 * POST /stock from what the dialog saw. The saved product and ledger row go into the cache; a 409
 * STOCK_CHANGED carries the product as it now is (error.data), which goes into the cache too, so
 * the user confirms anew without a second request.
 */
export function useStockChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ product, entered, cost, lots }: StockChange) => changeStock(toStockChangeBody(product, entered, cost, lots)),
    onSuccess: (result) => {
      rememberProduct(client, result.product);
      rememberMovement(client, result.product._id, result.movement);
    },
    onError: (error) => {
      if (error.code === 'STOCK_CHANGED' && error.data) rememberProduct(client, error.data as Product);
    },
    meta: { changes: ['products'] },
  });
}
