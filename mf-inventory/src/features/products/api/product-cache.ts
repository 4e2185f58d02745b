import type { QueryClient } from '@tanstack/react-query';
import type { Product, StockMovement } from '@agrocadena/contracts';
import { routes } from '@agrocadena/contracts/client';
import { forgetRow, rememberRow, replaceInPages } from '@agrocadena/shared-ui';
import { stockMovementsQuery } from './products-api';

/** A product as the server now has it: its page and its row in the cached lists show it at once. */
export function rememberProduct(client: QueryClient, product: Product) {
  rememberRow(client, routes.getProduct, { id: product._id }, product);
  replaceInPages(client, routes.userProducts, product);
}

/** The ledger row a stock change wrote, added to the cached ledger (once, however often it is told). */
export function rememberMovement(client: QueryClient, productId: string, movement: StockMovement) {
  client.setQueryData(stockMovementsQuery(productId).queryKey, (ledger) =>
    ledger && !ledger.some((row) => row._id === movement._id) ? [...ledger, movement] : ledger,
  );
}

export function forgetProduct(client: QueryClient, productId: string) {
  forgetRow(client, routes.getProduct, { id: productId });
  forgetRow(client, routes.stockMovements, { id: productId });
}
