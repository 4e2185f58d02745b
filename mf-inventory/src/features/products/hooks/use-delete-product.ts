import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProduct, retireProduct } from '../api/products-api';
import { forgetProduct } from '../api/product-cache';

/** POST /products/{id}/delete; the product leaves the cache and the lists are read again. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => deleteProduct(productId),
    onSuccess: (_data, productId) => forgetProduct(client, productId),
    meta: { changes: ['products'] },
  });
}

/** POST /products/{id}/retire: for the lists as a delete, while what uses it keeps it (docs/domain.md#in-use). */
export function useRetireProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => retireProduct(productId),
    onSuccess: (_data, productId) => forgetProduct(client, productId),
    meta: { changes: ['products'] },
  });
}
