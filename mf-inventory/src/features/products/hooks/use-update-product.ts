import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserType } from '@agrocadena/contracts';
import { updateProduct } from '../api/products-api';
import { rememberProduct } from '../api/product-cache';
import { toUpdateProductBody, type EditProductFormValues } from '../rules/product-rules';

/** PUT /products/{id} from the edit form's values; the saved product shows everywhere through the cache. */
export function useUpdateProduct(productId: string, userType: UserType | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: EditProductFormValues) => updateProduct(productId, toUpdateProductBody(values, userType)),
    onSuccess: (product) => rememberProduct(client, product),
    meta: { changes: ['products'] },
  });
}
