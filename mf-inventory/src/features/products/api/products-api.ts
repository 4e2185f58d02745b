import {
  api,
  type CreateProductBody,
  type Product,
  type StockChangeBody,
  type StockChangeResult,
  type StockMovement,
  type UpdateProductBody,
} from '@agrocadena/shared-ui';

export const PRODUCT_IMAGE_UPLOAD_TYPE = 'productImage';
export const PRODUCT_DOCUMENT_UPLOAD_TYPE = 'productTechnicalDocument';
/** The ledger is read in one call: the statistics chart needs all of it. */
export const MOVEMENTS_LIMIT = 1000;

const productPath = (productId: string) => `/products/${encodeURIComponent(productId)}`;

/** GET /users/{id}/products: one page of 12, newest first. */
export function fetchUserProducts(userId: string, skip: number, limit: number, signal?: AbortSignal) {
  return api.get<Product[]>(`/users/${encodeURIComponent(userId)}/products`, { skip, limit }, { signal });
}

export function fetchProduct(productId: string, signal?: AbortSignal) {
  return api.get<Product>(productPath(productId), undefined, { signal });
}

export function createProduct(body: CreateProductBody) {
  return api.post<Product>('/products', body);
}

export function updateProduct(productId: string, body: UpdateProductBody) {
  return api.put<Product>(productPath(productId), body);
}

export function deleteProduct(productId: string) {
  return api.post<null>(`${productPath(productId)}/delete`);
}

export function changeStock(body: StockChangeBody) {
  return api.post<StockChangeResult>('/stock', body);
}

/** The ledger, oldest first. */
export function fetchStockMovements(productId: string, signal?: AbortSignal) {
  return api.get<StockMovement[]>(`${productPath(productId)}/stockMovements`, { skip: 0, limit: MOVEMENTS_LIMIT }, { signal });
}

/** POST /upload, multipart: `type`, `id`, then the file under `image` (the server reads fields in order). */
export function uploadProductImage(productId: string, file: File) {
  const form = new FormData();
  form.append('type', PRODUCT_IMAGE_UPLOAD_TYPE);
  form.append('id', productId);
  form.append('image', file);
  return api.upload<{ image: string; imageThumbnail: string }>('/upload', form);
}

/** POST /uploadDocument, multipart: `type`, `id`, then the PDF under `file`. */
export function uploadProductDocument(productId: string, file: File) {
  const form = new FormData();
  form.append('type', PRODUCT_DOCUMENT_UPLOAD_TYPE);
  form.append('id', productId);
  form.append('file', file);
  return api.upload<{ technicalDocument: string; technicalDocumentName: string }>('/uploadDocument', form);
}
