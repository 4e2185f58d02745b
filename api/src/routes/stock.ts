import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteOptions } from '../http/types';

/** Stock changes (POST /stock) and the ledger of a product. */
export const stockRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async () => {};
