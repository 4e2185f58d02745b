import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteOptions } from '../http/types';

/** Products: create, read, update, hide, per-user lists, the technical-document upload. */
export const productsRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async () => {};
