import type { Location, PublicConfig } from '@agrocadena/contracts';
import { numberFormat } from '../../format/number-format';

/** Maps open on Barranquilla (docs/domain.md#screens): default zoom 10 over the Caribbean coast of Colombia (Barranquilla). */
export const DEFAULT_MAP_CENTER: Location = { latitude: 10.9685, longitude: -74.7813 };
export const DEFAULT_MAP_ZOOM = 10;
/**
 * The middle of Atlántico (department 8): at DEFAULT_MAP_ZOOM a map as wide as a phone shows the
 * whole department, from Barranquilla and the coast down to the Canal del Dique.
 */
export const ATLANTICO_CENTER: Location = { latitude: 10.68, longitude: -74.99 };
/** Close enough to tell one street from the next when a single place is shown. */
export const PLACE_ZOOM = 15;

/** Used when GET /config cannot be read: the public OpenStreetMap tile server. */
export const FALLBACK_MAP_CONFIG: PublicConfig = {
  mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  mapAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

/** Five decimals is about a metre: what the user sees is exactly what is saved. */
export const COORDINATE_DECIMALS = 5;

export function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  return Math.round(value * factor) / factor;
}

export function roundLocation(latitude: number, longitude: number): Location {
  return { latitude: roundCoordinate(latitude), longitude: roundCoordinate(longitude) };
}

/** A coordinate written the language's way: "10,90000" in Spanish, "10.90000" in English. */
export function formatCoordinate(value: number, language: string): string {
  return numberFormat(language, {
    minimumFractionDigits: COORDINATE_DECIMALS,
    maximumFractionDigits: COORDINATE_DECIMALS,
    useGrouping: false,
  }).format(value);
}
