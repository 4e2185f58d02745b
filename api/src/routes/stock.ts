import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { caller, ok } from '../http/reply';
import type { RouteOptions } from '../http/types';
import { translate } from '../i18n/translate';
import { Envelope, ErrorEnvelope, IdParam, PagedEnvelope } from '../schemas/common';
import { MovementsQuery, Product, StockChangeBody, StockChangeResult, StockMovement } from '../schemas/products';
import type { Language } from '../schemas/users';
import { changeStock, listMovements, StockChangedError } from '../services/stock';
import { errorResponses } from './responses';

/** 409 STOCK_CHANGED carries the product as it now is in `data` (null for other conflicts). */
const StockConflictEnvelope = Type.Composite([Type.Omit(ErrorEnvelope, ['data']), Type.Object({ data: Type.Union([Product, Type.Null()]) })]);

/** '15.5 Kg' written the reader's way (es: 1.234,5). */
function amountWithUnit(product: Product, lang: Language): string {
  const number = new Intl.NumberFormat(lang === 'es' ? 'es-CO' : 'en-US', { maximumFractionDigits: 2 }).format(product.amount);
  return `${number} ${product.unitMeasure}`;
}

/** Stock changes (POST /stock) and the ledger of a product; owner only, as product changes. */
export const stockRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async (app, { ctx }) => {
  const tags = ['stock'];

  app.post(
    '/stock',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary:
          'Set a product’s stock to `amount` (the new total). 409 STOCK_CHANGED, with the fresh product in data, when the stored amount is no longer `previousAmount`',
        body: StockChangeBody,
        response: { 200: Envelope(StockChangeResult), ...errorResponses, 409: StockConflictEnvelope },
      },
    },
    async (request, reply) => {
      try {
        return ok(request, await changeStock(ctx.db, caller(request), request.body), 'STOCK_UPDATED');
      } catch (error) {
        if (!(error instanceof StockChangedError)) throw error;
        const message = translate('STOCK_CHANGED', request.lang, { amount: amountWithUnit(error.product, request.lang) });
        return reply.status(409).send({ success: false, code: error.code, message, data: error.product });
      }
    },
  );

  app.get(
    '/products/:id/stockMovements',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'The stock ledger of a product of the caller, oldest first',
        params: IdParam,
        querystring: MovementsQuery,
        response: { 200: PagedEnvelope(StockMovement), ...errorResponses },
      },
    },
    async (request) => {
      const { items, totalItems } = await listMovements(ctx.db, caller(request), request.params.id, request.query);
      return { success: true, message: translate('OK', request.lang), totalItems, data: items };
    },
  );
};
