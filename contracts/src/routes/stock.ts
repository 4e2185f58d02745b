import { defineRoute } from '../route';
import { IdParam } from '../schemas/common';
import { MovementsQuery, Product, StockChangeBody, StockChangeResult, StockMovement } from '../schemas/products';

const tags = ['stock'];

/** Stock changes and the ledger of a product; owner only, as product changes. */
export const stockRoutes = {
  changeStock: defineRoute({
    method: 'POST',
    path: '/stock',
    access: 'private',
    tags,
    summary:
      'Set a product’s stock to `amount` (the new total). 409 STOCK_CHANGED, with the fresh product in data, when the stored amount is no longer `previousAmount`',
    body: StockChangeBody,
    data: StockChangeResult,
    message: 'STOCK_UPDATED',
    conflictData: Product,
  }),
  stockMovements: defineRoute({
    method: 'GET',
    path: '/products/:id/stockMovements',
    access: 'private',
    tags,
    summary: 'The stock ledger of a product of the caller, oldest first',
    params: IdParam,
    query: MovementsQuery,
    data: StockMovement,
    paged: true,
  }),
};
