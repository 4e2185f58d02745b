import { Type, type Static } from '@sinclair/typebox';

/** What the front end needs to know about this deployment. */
export const PublicConfig = Type.Object({
  /** Leaflet tile URL template ({z}/{x}/{y}, optionally {s}). */
  mapTileUrl: Type.String(),
  mapAttribution: Type.String(),
});
export type PublicConfig = Static<typeof PublicConfig>;
