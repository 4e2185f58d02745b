import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { caller, ok, requireSelf } from '../http/reply';
import type { RouteOptions } from '../http/types';
import { translate } from '../i18n/translate';
import { Envelope, IdParam, PageQuery, PagedEnvelope } from '../schemas/common';
import { CreateProductBody, Product, SimpleProduct, UpdateProductBody } from '../schemas/products';
import * as productsService from '../services/products';
import { errorResponses } from './responses';

/**
 * Products: create, read, update, delete (hide when referred to), per-user lists. Owner-only calls
 * answer 404 when the caller cannot see the product (another user's private one) and 403 when they
 * can (another user's public one); listing another user's products answers 403. LOGISTIC users get
 * 403 LOGISTIC_NO_PRODUCTS on every change.
 */
export const productsRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  const tags = ['products'];

  app.get(
    '/users/:id/products',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "The caller's products, newest first (deleted ones left out)",
        params: IdParam,
        querystring: PageQuery,
        response: { 200: PagedEnvelope(Product), ...errorResponses },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      const { items, totalItems } = await productsService.listUserProducts(ctx.db, user.id, request.query);
      return { success: true, message: translate('OK', request.lang), totalItems, data: items };
    },
  );

  app.get(
    '/user/:id/simpleProducts',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "All the caller's products as {_id, name, unitMeasure}, by name (for pickers)",
        params: IdParam,
        response: { 200: Envelope(Type.Array(SimpleProduct)), ...errorResponses },
      },
    },
    async (request) => {
      const user = requireSelf(request, request.params.id);
      return ok(request, await productsService.listSimpleProducts(ctx.db, user.id));
    },
  );

  app.post(
    '/products',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Create a product of the caller; with amount > 0 its initial ledger row is written too',
        body: CreateProductBody,
        response: { 201: Envelope(Product), ...errorResponses },
      },
    },
    async (request, reply) => {
      const product = await productsService.createProduct(ctx.db, caller(request), request.body);
      return reply.status(201).send(ok(request, product, 'PRODUCT_CREATED'));
    },
  );

  app.get(
    '/products/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'A product: the owner’s, or anyone’s public one (404 otherwise)',
        params: IdParam,
        response: { 200: Envelope(Product), ...errorResponses },
      },
    },
    async (request) => ok(request, await productsService.getProduct(ctx.db, caller(request), request.params.id)),
  );

  app.put(
    '/products/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Edit a product of the caller (optional fields left out keep their value)',
        params: IdParam,
        body: UpdateProductBody,
        response: { 200: Envelope(Product), ...errorResponses },
      },
    },
    async (request) =>
      ok(request, await productsService.updateProduct(ctx.db, caller(request), request.params.id, request.body), 'PRODUCT_UPDATED'),
  );

  app.post(
    '/products/:id/delete',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a product of the caller: hidden when something refers to it, removed with its ledger and files otherwise',
        params: IdParam,
        response: { 200: Envelope(Type.Null()), ...errorResponses },
      },
    },
    async (request) => {
      await productsService.deleteProduct(ctx.db, ctx.dataDir, caller(request), request.params.id);
      return ok(request, null, 'PRODUCT_DELETED');
    },
  );
};
