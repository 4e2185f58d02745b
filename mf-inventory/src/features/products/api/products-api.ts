import type {
  CreateProductBody,
  ProductDocumentUploadResult,
  ProductImageUploadResult,
  StockChangeBody,
  UpdateProductBody,
} from '@agrocadena/contracts';
import { MAX_MOVEMENTS_PAGE } from '@agrocadena/contracts/core';
import { routes } from '@agrocadena/contracts/client';
import { api, routeAllPagesQuery, routeQuery, unwrap, uploadFile } from '@agrocadena/shared-ui';

/** GET /products/{id}: the owner's product or anyone's public one. */
export const productQuery = (productId: string) => routeQuery(routes.getProduct, { params: { id: productId } });

/** The ledger, oldest first, read in one call: the statistics chart needs all of it. */
export const stockMovementsQuery = (productId: string) =>
  routeQuery(routes.stockMovements, { params: { id: productId }, query: { skip: 0, limit: MAX_MOVEMENTS_PAGE } });

/** Every lot of the product with something left, in the order goods leave them: what a removal may take. */
export const productLotsQuery = (productId: string) => routeAllPagesQuery(routes.productLots, { id: productId });

// Writes reject with an ApiError (message, field, code, data) for the mutations.

export const createProduct = (body: CreateProductBody) => api.call(routes.createProduct, { body }).then(unwrap);

export const updateProduct = (productId: string, body: UpdateProductBody) =>
  api.call(routes.updateProduct, { params: { id: productId }, body }).then(unwrap);

/** POST /products/{id}/delete; a 409 IN_USE carries what uses the product (ApiError.data). */
export const deleteProduct = (productId: string) => api.call(routes.deleteProduct, { params: { id: productId } }).then(unwrap);

/** POST /products/{id}/retire: no longer offered for new use, what uses it keeps working (docs/domain.md#in-use). */
export const retireProduct = (productId: string) => api.call(routes.retireProduct, { params: { id: productId } }).then(unwrap);

/** POST /stock; a 409 STOCK_CHANGED carries the product as it now is (ApiError.data). */
export const changeStock = (body: StockChangeBody) => api.call(routes.changeStock, { body }).then(unwrap);

export const uploadProductImage = (productId: string, file: File) =>
  uploadFile<ProductImageUploadResult>('productImage', productId, file).then(unwrap);

export const uploadProductDocument = (productId: string, file: File) =>
  uploadFile<ProductDocumentUploadResult>('productTechnicalDocument', productId, file).then(unwrap);
