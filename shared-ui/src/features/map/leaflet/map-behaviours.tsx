import { useEffect } from 'react';
import { TileLayer, useMap } from 'react-leaflet';
import type { LatLngBounds } from 'leaflet';
import type { Location } from '@agrocadena/contracts';
import { useMapConfig } from '../use-map-config';
import { PLACE_ZOOM } from '../map-defaults';

/** Tiles from GET /config; the map, its markers and the picker work before and without them. */
export function ConfiguredTiles() {
  const config = useMapConfig();
  if (!config) return null;
  return <TileLayer key={config.mapTileUrl} url={config.mapTileUrl} attribution={config.mapAttribution} />;
}

/** Leaflet measures its box once; a dialog that animates open or a rotated phone changes it. */
export function KeepSized() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    const settle = window.setTimeout(() => map.invalidateSize(), 300);
    return () => {
      observer.disconnect();
      window.clearTimeout(settle);
    };
  }, [map]);
  return null;
}

export function FitToPositions({ bounds }: { bounds: LatLngBounds }) {
  const map = useMap();
  useEffect(() => {
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: PLACE_ZOOM });
  }, [map, bounds]);
  return null;
}

export function FollowFocus({ focus }: { focus: Location }) {
  const map = useMap();
  const { latitude, longitude } = focus;
  useEffect(() => {
    map.setView([latitude, longitude], Math.max(map.getZoom(), PLACE_ZOOM));
  }, [map, latitude, longitude]);
  return null;
}
