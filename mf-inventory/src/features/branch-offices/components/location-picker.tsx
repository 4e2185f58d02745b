import { useState } from 'react';
import { Alert, Button, Typography } from 'antd';
import AimOutlined from '@ant-design/icons/AimOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import type { Location } from '@agrocadena/contracts';
import { useDeviceLocation } from '../hooks/use-device-location';
import { formatCoordinate, OFFICE_ZOOM } from '../rules/map-defaults';
import { BranchOfficeMap } from './branch-office-map';

interface Props {
  /** Given by Form.Item. */
  value?: Location;
  onChange?: (location: Location) => void;
  id?: string;
  height?: number;
}

/** A form control: the location is where the user clicked the map (or where the device is). */
export function LocationPicker({ value, onChange, id, height }: Props) {
  const { t } = useTranslation('inventory');
  // The map opens on the saved location when editing; later picks do not move it under the finger.
  const [initialCenter] = useState(value);
  const [focus, setFocus] = useState<Location | null>(null);
  const device = useDeviceLocation((location) => {
    onChange?.(location);
    setFocus(location);
  });

  return (
    <div className="bo-location-picker" id={id} data-testid="office-location">
      <BranchOfficeMap
        center={initialCenter}
        zoom={initialCenter ? OFFICE_ZOOM : undefined}
        picked={value ?? null}
        onPick={(location) => onChange?.(location)}
        focus={focus}
        height={height}
        label={t('branchOffices.form.mapLabel')}
      />
      <div className="bo-location-row">
        <Typography.Text type={value ? undefined : 'secondary'} data-testid="picked-location">
          <EnvironmentOutlined aria-hidden />{' '}
          {value
            ? t('branchOffices.form.picked', { latitude: formatCoordinate(value.latitude), longitude: formatCoordinate(value.longitude) })
            : t('branchOffices.form.noLocation')}
        </Typography.Text>
        {device.available && (
          <Button icon={<AimOutlined />} onClick={device.locate} loading={device.locating} data-testid="use-my-location">
            {t('branchOffices.form.useMyLocation')}
          </Button>
        )}
      </div>
      {device.failed && (
        <Alert
          type="warning"
          showIcon
          title={t('branchOffices.form.locationUnavailable')}
          className="bo-location-alert"
          data-testid="location-unavailable"
        />
      )}
    </div>
  );
}
