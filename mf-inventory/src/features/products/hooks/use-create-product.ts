import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Product, SessionUser } from '@agrocadena/contracts';
import { isApiError } from '@agrocadena/shared-ui';
import { createProduct, deleteProduct, uploadProductDocument, uploadProductImage } from '../api/products-api';
import { rememberProduct } from '../api/product-cache';
import { toCreateProductBody, type CreateProductFormValues } from '../rules/product-rules';

export type CreateStep = 'product' | 'image' | 'document';

/** Which step failed and, after the product existed, whether removing it again worked. */
export class CreateProductFailure extends Error {
  constructor(
    readonly step: CreateStep,
    message: string,
    readonly field?: string,
    readonly rollback?: { ok: true } | { ok: false; message: string },
  ) {
    super(message);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The save sequence: the product, then its image, then the optional document. When an
 * upload fails after the product was created, the product is deleted again so that a retry of the
 * whole form does not leave a product without its image behind. Fails with a CreateProductFailure.
 */
export function useCreateProduct(user: Pick<SessionUser, '_id' | 'userType'>) {
  const client = useQueryClient();
  const [step, setStep] = useState<CreateStep | null>(null);

  async function undo(productId: string, failed: CreateStep, error: unknown): Promise<never> {
    const rollback = await deleteProduct(productId).then(
      () => ({ ok: true }) as const,
      (removal: unknown) => ({ ok: false, message: messageOf(removal) }) as const,
    );
    throw new CreateProductFailure(failed, messageOf(error), undefined, rollback);
  }

  async function create(values: CreateProductFormValues): Promise<Product> {
    setStep('product');
    let product = await createProduct(toCreateProductBody(values, user)).catch((error: unknown) => {
      throw new CreateProductFailure('product', messageOf(error), isApiError(error) ? error.field : undefined);
    });
    setStep('image');
    const image = await uploadProductImage(product._id, values.image as File).catch((error: unknown) => undo(product._id, 'image', error));
    product = { ...product, ...image };
    if (values.document) {
      setStep('document');
      const document = await uploadProductDocument(product._id, values.document).catch((error: unknown) => undo(product._id, 'document', error));
      product = { ...product, ...document };
    }
    return product;
  }

  const mutation = useMutation<Product, CreateProductFailure, CreateProductFormValues>({
    mutationFn: create,
    onSuccess: (product) => rememberProduct(client, product),
    onSettled: () => setStep(null),
    meta: { changes: ['products'] },
  });
  return { save: mutation.mutateAsync, step, saving: mutation.isPending };
}
