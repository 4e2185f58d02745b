import { defineRoute } from '../route';
import { IdParam } from '../schemas/common';
import { ReceivingProducts } from '../schemas/reception';

/**
 * What the receiver of a request's goods chooses from (docs/domain.md#receiving-goods). Tagged
 * products: the amounts and costs it shows move with the caller's stock. A request is its two
 * parties' alone: to anyone else it does not exist (404).
 */
export const receptionRoutes = {
  receivingProducts: defineRoute({
    method: 'GET',
    path: '/requests/:id/receivingProducts',
    access: 'private',
    tags: ['products'],
    summary:
      "The caller's products a request's delivered goods may go into (type, amount and unit cost tell those of the same name apart), and those its outsourced run homologated the outputs with",
    params: IdParam,
    data: ReceivingProducts,
  }),
};
