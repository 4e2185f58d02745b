import type { Product, PublicService, RequestStorageServiceBody } from '@agrocadena/contracts';
import { readableNumber, type NumberInputValue } from '@agrocadena/shared-ui';

/** What the storage form holds (spec §5, request storage). */
export interface StorageFormValues {
  serviceId?: string;
  /** The amount of each of my products to store, by product id; blank: not this one. */
  amounts?: Record<string, NumberInputValue>;
  startDate?: string;
  finishedDate?: string;
}

/** What is free of a product (amount − reserved), to the hundredth: the most one can store of it. */
export const availableOf = (product: Pick<Product, 'amount' | 'reserved'>): number => Math.round((product.amount - product.reserved) * 100) / 100;

/** The products I can store: those with something free, by name. */
export const storableProducts = (products: readonly Product[]): Product[] =>
  products.filter((product) => availableOf(product) > 0).sort((a, b) => a.name.localeCompare(b.name));

/** The lines asked: each product with a readable amount above zero, in the list's order. */
export function storageLines(products: readonly Product[], amounts: StorageFormValues['amounts']): RequestStorageServiceBody['products'] {
  return products.flatMap((product) => {
    const amount = readableNumber(amounts?.[product._id]);
    return amount !== null && amount > 0 ? [{ id: product._id, amount }] : [];
  });
}

/** How a storage service reads in the picker: the service, who offers it and where it stores. */
export const serviceLabel = (service: Pick<PublicService, 'name' | 'user' | 'branchOffice'>, provider: string): string =>
  [service.name, provider, service.branchOffice?.address].filter(Boolean).join(' · ');

/** The call's body, once the form has checked every field. */
export const toStorageBody = (values: Required<StorageFormValues>, products: readonly Product[]): RequestStorageServiceBody => ({
  serviceId: values.serviceId,
  products: storageLines(products, values.amounts),
  startDate: values.startDate,
  finishedDate: values.finishedDate,
});
