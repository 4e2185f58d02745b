import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { MapContainer, Marker, Popup } from 'react-leaflet';
import { latLngBounds } from 'leaflet';
import type { Location } from '@agrocadena/contracts';
import 'leaflet/dist/leaflet.css';
import './branch-office-map.css';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '../rules/map-defaults';
import { officeIcon } from './map-icons';
import { ConfiguredTiles, FitToPositions, FollowFocus, KeepSized } from './map-behaviours';
import { PickerLayer } from './picker-layer';

/** Narrow enough for the map on a 360 px phone, with room for the pop-up's tip and margins. */
const POPUP_MAX_WIDTH = 240;

export interface MapMarker {
  id: string;
  position: Location;
  /** Shown in a popup when the marker is clicked. */
  popup?: ReactNode;
  title?: string;
}

interface Props {
  center?: Location;
  zoom?: number;
  markers?: MapMarker[];
  /** Frame all markers once they are known (the default view when there are none). */
  fitToMarkers?: boolean;
  /** Picker mode: a click (or dragging the pin) chooses a location. */
  onPick?: (location: Location) => void;
  picked?: Location | null;
  /** The map moves here whenever it changes (e.g. the device's location was used). */
  focus?: Location | null;
  /** Height on a desktop, px; a phone gets at most 85% of its width. */
  height?: number;
  label?: string;
}

/** The one Leaflet map of branch offices: list dialog, create/edit picker and /map. */
export function BranchOfficeMap({
  center = DEFAULT_MAP_CENTER,
  zoom = DEFAULT_MAP_ZOOM,
  markers = [],
  fitToMarkers,
  onPick,
  picked,
  focus,
  height,
  label,
}: Props) {
  // Refit only when the set of positions changes, not on every render of the page.
  const positionsKey = markers.map((m) => `${m.position.latitude},${m.position.longitude}`).join(';');
  const bounds = useMemo(
    () =>
      fitToMarkers && positionsKey ? latLngBounds(positionsKey.split(';').map((pair) => pair.split(',').map(Number) as [number, number])) : null,
    [fitToMarkers, positionsKey],
  );
  const style = height ? ({ '--bo-map-height': `${height}px` } as CSSProperties) : undefined;

  return (
    <div className={`bo-map${onPick ? ' bo-map--picking' : ''}`} style={style} data-testid="branch-office-map" role="region" aria-label={label}>
      <MapContainer center={[center.latitude, center.longitude]} zoom={zoom} scrollWheelZoom={false}>
        <ConfiguredTiles />
        <KeepSized />
        {bounds && <FitToPositions bounds={bounds} />}
        {focus && <FollowFocus focus={focus} />}
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.position.latitude, marker.position.longitude]}
            icon={officeIcon}
            title={marker.title}
            alt={marker.title}
          >
            {marker.popup && (
              <Popup maxWidth={POPUP_MAX_WIDTH} keepInView autoPanPadding={[12, 12]}>
                {marker.popup}
              </Popup>
            )}
          </Marker>
        ))}
        {onPick && <PickerLayer picked={picked ?? null} onPick={onPick} />}
      </MapContainer>
    </div>
  );
}
