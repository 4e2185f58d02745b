import type { Product, RequestStorageServiceBody } from '@agrocadena/contracts';
import { freeAmount } from '@agrocadena/contracts/rules';
import { readableNumber, type NumberInputValue } from '@agrocadena/shared-ui';

/** The amount of each of my products a storage or a transport takes, by product id; blank: not this one. */
export type GoodsAmounts = Record<string, NumberInputValue> | undefined;

/** What is free of a product (amount − reserved), to the hundredth: the most a request can take of it. */
export const availableOf = (product: Pick<Product, 'amount' | 'reserved'>): number => Number(freeAmount(product));

/** The products a request can take: those with something free, by name. */
export const freeProducts = (products: readonly Product[]): Product[] =>
  products.filter((product) => availableOf(product) > 0).sort((a, b) => a.name.localeCompare(b.name));

/** The lines asked: each product with a readable amount above zero, in the list's order. */
export function goodsLines(products: readonly Product[], amounts: GoodsAmounts): RequestStorageServiceBody['products'] {
  return products.flatMap((product) => {
    const amount = readableNumber(amounts?.[product._id]);
    return amount !== null && amount > 0 ? [{ id: product._id, amount }] : [];
  });
}
