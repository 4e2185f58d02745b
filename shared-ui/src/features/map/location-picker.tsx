import { useState } from 'react';
import { Alert } from '../../components/feedback/alert';
import { Button } from '../../components/buttons/button';
import AimOutlined from '@ant-design/icons/AimOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import type { Location } from '@agrocadena/contracts';
import { useDeviceLocation } from './use-device-location';
import { formatCoordinate, PLACE_ZOOM } from './map-defaults';
import { PlaceMap } from './place-map';
import './location-picker.css';
import { Typography } from '../../components/data-display/typography';

export interface LocationPickerProps {
  /** Given by Form.Item, or by the owner of the value. */
  value?: Location | null;
  onChange?: (location: Location) => void;
  id?: string;
  /** Height of the map on a desktop, px (place-map.css: a phone gets at most 85% of its width). */
  height?: number;
  /** The map's accessible name: what the point is for. */
  label: string;
  /** Where the map opens while nothing is picked (Barranquilla unless told: docs/domain.md#screens). */
  center?: Location;
  /** Test id of the whole control; the map's is `mapTestId`. */
  testId?: string;
  mapTestId?: string;
}

/**
 * A form control: one point, where the user clicked the map (a later click or dragging the pin moves
 * it) or where the device is. The map (leaflet) loads when this is first shown; the text of the
 * point and the device button are there at once.
 */
export function LocationPicker({
  value,
  onChange,
  id,
  height,
  label,
  center,
  testId = 'location-picker',
  mapTestId = 'location-picker-map',
}: LocationPickerProps) {
  const { t, i18n } = useTranslation('common');
  // The map opens on the saved point when editing; later picks do not move it under the finger.
  const [initialCenter] = useState(value ?? undefined);
  const [focus, setFocus] = useState<Location | null>(null);
  const device = useDeviceLocation((location) => {
    onChange?.(location);
    setFocus(location);
  });

  return (
    <div className="ac-location-picker" id={id} data-testid={testId}>
      <PlaceMap
        center={initialCenter ?? center}
        zoom={initialCenter ? PLACE_ZOOM : undefined}
        picked={value ?? null}
        onPick={(location) => onChange?.(location)}
        focus={focus}
        height={height}
        label={label}
        testId={mapTestId}
      />
      <div className="ac-location-row">
        <Typography.Text type={value ? undefined : 'secondary'} data-testid="picked-location">
          <EnvironmentOutlined aria-hidden />{' '}
          {value
            ? t('map.picked', {
                latitude: formatCoordinate(value.latitude, i18n.language),
                longitude: formatCoordinate(value.longitude, i18n.language),
              })
            : t('map.noLocation')}
        </Typography.Text>
        {device.available && (
          <Button icon={<AimOutlined />} onClick={device.locate} loading={device.locating} data-testid="use-my-location">
            {t('map.useMyLocation')}
          </Button>
        )}
      </div>
      {device.failed && (
        <Alert type="warning" showIcon title={t('map.locationUnavailable')} className="ac-location-alert" data-testid="location-unavailable" />
      )}
    </div>
  );
}
