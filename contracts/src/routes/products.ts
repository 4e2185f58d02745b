import { Type } from '@sinclair/typebox';
import { defineRoute } from '../route';
import { IdParam, InUse, PageQuery } from '../schemas/common';
import { CreateProductBody, Product, SimpleProduct, UpdateProductBody } from '../schemas/products';

const tags = ['products'];

/**
 * Products: owner-only calls answer 404 when the caller cannot see the product (another user's
 * private one) and 403 when they can (another user's public one); listing another user's products
 * answers 403. LOGISTIC users get 403 LOGISTIC_NO_PRODUCTS on every change.
 */
export const productsRoutes = {
  userProducts: defineRoute({
    method: 'GET',
    path: '/users/:id/products',
    access: 'private',
    tags,
    summary: "The caller's products, newest first (deleted ones left out)",
    params: IdParam,
    query: PageQuery,
    data: Product,
    paged: true,
  }),
  userSimpleProducts: defineRoute({
    method: 'GET',
    path: '/user/:id/simpleProducts',
    access: 'private',
    tags,
    summary: "All the caller's products as {_id, name, unitMeasure}, by name (for pickers)",
    params: IdParam,
    data: Type.Array(SimpleProduct),
  }),
  createProduct: defineRoute({
    method: 'POST',
    path: '/products',
    access: 'private',
    tags,
    summary: 'Create a product of the caller; with amount > 0 its initial ledger row is written too',
    body: CreateProductBody,
    data: Product,
    status: 201,
    message: 'PRODUCT_CREATED',
  }),
  getProduct: defineRoute({
    method: 'GET',
    path: '/products/:id',
    access: 'private',
    tags,
    summary: 'A product: the owner’s, or anyone’s public one (404 otherwise)',
    params: IdParam,
    data: Product,
  }),
  updateProduct: defineRoute({
    method: 'PUT',
    path: '/products/:id',
    access: 'private',
    tags,
    summary: 'Edit a product of the caller (optional fields left out keep their value)',
    params: IdParam,
    body: UpdateProductBody,
    data: Product,
    message: 'PRODUCT_UPDATED',
  }),
  deleteProduct: defineRoute({
    method: 'POST',
    path: '/products/:id/delete',
    access: 'private',
    tags,
    summary:
      'Delete a product of the caller: 409 IN_USE listing what uses it (activities, processes, runs, requests not yet over); hidden when only history refers to it, removed with its ledger and files otherwise',
    params: IdParam,
    data: Type.Null(),
    conflictData: Type.Array(InUse),
    message: 'PRODUCT_DELETED',
  }),
  retireProduct: defineRoute({
    method: 'POST',
    path: '/products/:id/retire',
    access: 'private',
    tags,
    summary:
      'Retire a product of the caller, in use or not: no longer offered for new use (lists, choosers, catalogue, new runs); what uses it keeps working',
    params: IdParam,
    data: Type.Null(),
    message: 'PRODUCT_RETIRED',
  }),
};
