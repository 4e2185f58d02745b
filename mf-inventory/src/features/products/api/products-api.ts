import {
  MAX_MOVEMENTS_PAGE,
  routes,
  type CreateProductBody,
  type ProductDocumentUploadResult,
  type ProductImageUploadResult,
  type StockChangeBody,
  type UpdateProductBody,
} from '@agrocadena/contracts';
import { api, uploadFile } from '@agrocadena/shared-ui';

/** GET /users/{id}/products: one page, newest first. */
export function fetchUserProducts(userId: string, skip: number, limit: number, signal?: AbortSignal) {
  return api.call(routes.userProducts, { params: { id: userId }, query: { skip, limit }, signal });
}

export function fetchProduct(productId: string, signal?: AbortSignal) {
  return api.call(routes.getProduct, { params: { id: productId }, signal });
}

export function createProduct(body: CreateProductBody) {
  return api.call(routes.createProduct, { body });
}

export function updateProduct(productId: string, body: UpdateProductBody) {
  return api.call(routes.updateProduct, { params: { id: productId }, body });
}

export function deleteProduct(productId: string) {
  return api.call(routes.deleteProduct, { params: { id: productId } });
}

/** POST /stock; a 409 STOCK_CHANGED carries the product as it now is. */
export function changeStock(body: StockChangeBody) {
  return api.call(routes.changeStock, { body });
}

/** The ledger, oldest first, read in one call: the statistics chart needs all of it. */
export function fetchStockMovements(productId: string, signal?: AbortSignal) {
  return api.call(routes.stockMovements, { params: { id: productId }, query: { skip: 0, limit: MAX_MOVEMENTS_PAGE }, signal });
}

export function uploadProductImage(productId: string, file: File) {
  return uploadFile<ProductImageUploadResult>('productImage', productId, file);
}

export function uploadProductDocument(productId: string, file: File) {
  return uploadFile<ProductDocumentUploadResult>('productTechnicalDocument', productId, file);
}
