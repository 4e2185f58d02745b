import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ok } from '../http/reply';
import { Envelope } from '../schemas/common';

export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_ATTRIBUTION = '© OpenStreetMap contributors';

/** What the front end needs to know about this deployment. */
export interface PublicConfig {
  /** Leaflet tile URL template ({z}/{x}/{y}, optionally {s}). */
  mapTileUrl: string;
  mapAttribution: string;
}

export const PublicConfigSchema = Type.Object({ mapTileUrl: Type.String(), mapAttribution: Type.String() });

/** GET /config: public, no token; deployments point the map at their own tile server here. */
export const configRoutes: FastifyPluginAsyncTypebox<{ config: PublicConfig }> = async (app, { config }) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public settings of this deployment (map tiles)',
        security: [],
        response: { 200: Envelope(PublicConfigSchema) },
      },
    },
    async (request) => ok(request, config),
  );
};
