import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProduct } from '../api/products-api';
import { forgetProduct, productListsChanged } from '../api/product-cache';

/** POST /products/{id}/delete; the lists are read again and the product leaves the cache. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => deleteProduct(productId),
    onSuccess: (_data, productId) => {
      forgetProduct(client, productId);
      return productListsChanged(client);
    },
  });
}
