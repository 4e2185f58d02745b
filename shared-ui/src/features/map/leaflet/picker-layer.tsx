import { useTranslation } from 'react-i18next';
import { Marker, useMapEvents } from 'react-leaflet';
import type { LeafletMouseEvent, Marker as LeafletMarker } from 'leaflet';
import type { Location } from '@agrocadena/contracts';
import { roundLocation } from '../map-defaults';
import { pickerIcon } from './map-icons';

interface Props {
  picked: Location | null;
  onPick: (location: Location) => void;
}

/** A click on the map puts the pin there; a later click or a drag moves it. */
export function PickerLayer({ picked, onPick }: Props) {
  const { t } = useTranslation('common');
  useMapEvents({
    click: (event: LeafletMouseEvent) => onPick(roundLocation(event.latlng.lat, event.latlng.lng)),
  });
  if (!picked) return null;
  return (
    <Marker
      position={[picked.latitude, picked.longitude]}
      icon={pickerIcon}
      // The pin is a button a keyboard reaches: its name says what it is.
      title={t('map.pin')}
      draggable
      eventHandlers={{
        dragend: (event) => {
          const { lat, lng } = (event.target as LeafletMarker).getLatLng();
          onPick(roundLocation(lat, lng));
        },
      }}
    />
  );
}
