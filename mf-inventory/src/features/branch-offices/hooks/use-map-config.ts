import { useEffect, useState } from 'react';
import type { PublicConfig } from '@agrocadena/contracts';
import { fetchMapConfig } from '../api/map-config-api';
import { FALLBACK_MAP_CONFIG } from '../rules/map-defaults';

// The tile server does not change while the app runs: ask once, share the answer.
let known: PublicConfig | null = null;
let pending: Promise<PublicConfig> | null = null;

function loadMapConfig(): Promise<PublicConfig> {
  if (known) return Promise.resolve(known);
  pending ??= fetchMapConfig().then((result) => {
    pending = null;
    if (!result.success || !result.data?.mapTileUrl) return FALLBACK_MAP_CONFIG; // asked again next time
    known = result.data;
    return known;
  });
  return pending;
}

/** The tile URL and attribution from GET /config; null until known, the OSM default if it fails. */
export function useMapConfig(): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(known);
  useEffect(() => {
    if (known) return;
    let active = true;
    void loadMapConfig().then((loaded) => {
      if (active) setConfig(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return config;
}

/** Tests start from an empty cache. */
export function forgetMapConfig() {
  known = null;
  pending = null;
}
