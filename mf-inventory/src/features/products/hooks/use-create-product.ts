import { useState } from 'react';
import type { Product, SessionUser } from '@agrocadena/contracts';
import { createProduct, deleteProduct, uploadProductDocument, uploadProductImage } from '../api/products-api';
import { toCreateProductBody, type CreateProductFormValues } from '../rules/product-rules';

export type CreateStep = 'product' | 'image' | 'document';

export type CreateOutcome =
  | { ok: true; product: Product }
  | {
      ok: false;
      /** The step that failed, to tell the user which one. */
      step: CreateStep;
      /** The server's message. */
      message: string;
      field?: string;
      /** After the product existed: whether removing it again worked (nothing half-made stays behind). */
      rollback?: { ok: true } | { ok: false; message: string };
    };

/**
 * The spec's save sequence: the product, then its image, then the optional document. When an
 * upload fails after the product was created, the product is deleted again so that a retry of the
 * whole form does not leave a product without its image behind.
 */
export function useCreateProduct(user: Pick<SessionUser, '_id' | 'userType'>) {
  const [step, setStep] = useState<CreateStep | null>(null);

  async function undo(productId: string, failed: CreateStep, message: string): Promise<CreateOutcome> {
    const removed = await deleteProduct(productId);
    setStep(null);
    return { ok: false, step: failed, message, rollback: removed.success ? { ok: true } : { ok: false, message: removed.message } };
  }

  async function save(values: CreateProductFormValues): Promise<CreateOutcome> {
    setStep('product');
    const created = await createProduct(toCreateProductBody(values, user));
    if (!created.success) {
      setStep(null);
      return { ok: false, step: 'product', message: created.message, field: created.field };
    }
    let product = created.data;

    setStep('image');
    const image = await uploadProductImage(product._id, values.image as File);
    if (!image.success) return undo(product._id, 'image', image.message);
    product = { ...product, ...image.data };

    if (values.document) {
      setStep('document');
      const document = await uploadProductDocument(product._id, values.document);
      if (!document.success) return undo(product._id, 'document', document.message);
      product = { ...product, ...document.data };
    }
    setStep(null);
    return { ok: true, product };
  }

  return { save, step, saving: step !== null };
}
