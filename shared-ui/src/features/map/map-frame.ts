import type { CSSProperties, ReactNode } from 'react';
import type { Location } from '@agrocadena/contracts';

export interface MapMarker {
  id: string;
  position: Location;
  /** Shown in a popup when the marker is clicked. */
  popup?: ReactNode;
  title?: string;
}

/** What PlaceMap takes; leaflet-free, so naming it loads no map. */
export interface PlaceMapProps {
  center?: Location;
  zoom?: number;
  markers?: MapMarker[];
  /** Test id of every marker's pin ('place-marker' unless told). */
  markerTestId?: string;
  /** Frame all markers once they are known (the default view when there are none). */
  fitToMarkers?: boolean;
  /** Picker mode: a click (or dragging the pin) chooses a location. */
  onPick?: (location: Location) => void;
  picked?: Location | null;
  /** The map moves here whenever it changes (e.g. the device's location was used). */
  focus?: Location | null;
  /** Height on a desktop, px; a phone gets at most 85% of its width (place-map.css). */
  height?: number;
  /** The map's accessible name. */
  label?: string;
  /** Test id of the map once it is drawn; `<testId>-loading` while leaflet is on its way. */
  testId?: string;
}

/** The box of a map, the same while leaflet loads and once it is drawn: nothing jumps. */
export function mapFrameStyle(height: number | undefined): CSSProperties | undefined {
  return height ? ({ '--ac-map-height': `${height}px` } as CSSProperties) : undefined;
}
