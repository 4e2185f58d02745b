import type { Location } from '@agrocadena/contracts';

/**
 * The point a LocationPicker shows ("Latitud 10,96816, longitud -74,78119" in Spanish, "Latitude
 * 10.96816, longitude -74.78119" in English), read back as numbers; NaN when it shows none.
 */
export function pickedLocationOf(element: HTMLElement): Location {
  const [, latitude = '', longitude = ''] = /(-?\d+[.,]\d{5})\D+?(-?\d+[.,]\d{5})$/.exec(element.textContent ?? '') ?? [];
  return { latitude: Number(latitude.replace(',', '.')), longitude: Number(longitude.replace(',', '.')) };
}

/** A coordinate as the Spanish picker writes it: 10.9 → "10,90000". */
export const spanishCoordinate = (value: number): string => value.toFixed(5).replace('.', ',');
