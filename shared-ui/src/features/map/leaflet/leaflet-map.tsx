import { useMemo } from 'react';
import { MapContainer, Marker, Popup } from 'react-leaflet';
import { latLngBounds } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import { DEFAULT_MAP_CENTER, DEFAULT_MAP_ZOOM } from '../map-defaults';
import { mapFrameStyle, type PlaceMapProps } from '../map-frame';
import { placeIcon } from './map-icons';
import { ConfiguredTiles, FitToPositions, FollowFocus, KeepSized } from './map-behaviours';
import { PickerLayer } from './picker-layer';

/** Narrow enough for the map on a 360 px phone, with room for the pop-up's tip and margins. */
const POPUP_MAX_WIDTH = 240;

/**
 * The leaflet map behind PlaceMap (../place-map.tsx), which alone imports this module, lazily: this
 * file and everything it imports are the chunk a page fetches only when it draws a map.
 */
export default function LeafletMap({
  center = DEFAULT_MAP_CENTER,
  zoom = DEFAULT_MAP_ZOOM,
  markers = [],
  markerTestId = 'place-marker',
  fitToMarkers,
  onPick,
  picked,
  focus,
  height,
  label,
  testId,
}: PlaceMapProps) {
  // Refit only when the set of positions changes, not on every render of the page.
  const positionsKey = markers.map((m) => `${m.position.latitude},${m.position.longitude}`).join(';');
  const bounds = useMemo(
    () =>
      fitToMarkers && positionsKey ? latLngBounds(positionsKey.split(';').map((pair) => pair.split(',').map(Number) as [number, number])) : null,
    [fitToMarkers, positionsKey],
  );
  const icon = useMemo(() => placeIcon(markerTestId), [markerTestId]);

  return (
    <div className={`ac-map${onPick ? ' ac-map--picking' : ''}`} style={mapFrameStyle(height)} data-testid={testId} role="region" aria-label={label}>
      <MapContainer center={[center.latitude, center.longitude]} zoom={zoom} scrollWheelZoom={false}>
        <ConfiguredTiles />
        <KeepSized />
        {bounds && <FitToPositions bounds={bounds} />}
        {focus && <FollowFocus focus={focus} />}
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.position.latitude, marker.position.longitude]}
            icon={icon}
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
