import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RouteOptions } from '../http/types';

/** A user's branch offices with their map location. */
export const branchOfficesRoutes: FastifyPluginAsyncTypebox<RouteOptions> = async () => {};
