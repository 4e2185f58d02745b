import { useState } from 'react';
import type { UserType } from '@agrocadena/contracts';
import { updateProduct } from '../api/products-api';
import { toUpdateProductBody, type EditProductFormValues } from '../rules/product-rules';

/** PUT /products/{id} from the edit form's values. */
export function useUpdateProduct(productId: string, userType: UserType | undefined) {
  const [saving, setSaving] = useState(false);
  async function save(values: EditProductFormValues) {
    setSaving(true);
    const result = await updateProduct(productId, toUpdateProductBody(values, userType));
    setSaving(false);
    return result;
  }
  return { save, saving };
}
