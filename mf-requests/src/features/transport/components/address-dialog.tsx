import { useState } from 'react';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import type { Location } from '@agrocadena/contracts';
import { LIMITS } from '@agrocadena/contracts/core';
import { ATLANTICO_CENTER, HOME_DEPARTMENT_ID, LocationPicker, requiredTextRules, useTowns, Button } from '@agrocadena/shared-ui';
import type { PickedAddress } from '../../../shared/rules/transport-form';
import { Form, Input } from '@agrocadena/shared-ui/forms';
import { Modal, Select } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  title: string;
  value?: PickedAddress;
  onPick: (address: PickedAddress) => void;
  onClose: () => void;
  testId: string;
}

/** Desktop height of the map in the dialog; on a phone place-map.css keeps it within the screen's width. */
const MAP_HEIGHT = 280;

/**
 * Where a transport picks up or drops off: a town of Atlántico, the address there and, if the
 * person wants, the point on the map (docs/domain.md#transport-requests). The map, and leaflet with
 * it, is only fetched when "mark it on the map" is pressed; it opens over the whole department (the
 * town list carries no coordinates), or on the point chosen before.
 */
export function AddressDialog({ title, value, onPick, onClose, testId }: Props) {
  const { t } = useTranslation(['requests', 'common']);
  const [form] = Form.useForm<{ town: string; address: string }>();
  const { towns, loading } = useTowns(HOME_DEPARTMENT_ID);
  const [location, setLocation] = useState<Location | null>(value?.location ?? null);
  const [mapShown, setMapShown] = useState(Boolean(value?.location));

  async function pick() {
    const { town, address } = await form.validateFields();
    const townName = towns.find((candidate) => candidate._id === town)?.name ?? town;
    onPick({ town, townName, address: address.trim(), location });
  }

  function dropPoint() {
    setLocation(null);
    setMapShown(false);
  }

  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void pick().catch(() => undefined)}
      okText={t('requests:transport.address.pick')}
      cancelText={t('common:actions.back')}
      okButtonProps={{ size: 'large', 'data-testid': `${testId}-pick` } as never}
      cancelButtonProps={{ size: 'large' }}
      destroyOnHidden
      data-testid={`${testId}-dialog`}
    >
      <Form form={form} layout="vertical" size="large" name={testId} initialValues={value ? { town: value.town, address: value.address } : undefined}>
        <Form.Item
          name="town"
          label={t('requests:transport.address.town')}
          rules={[{ required: true, message: t('common:validation.requiredField') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={loading}
            options={towns.map((town) => ({ value: town._id, label: town.name }))}
            placeholder={t('requests:transport.address.townPlaceholder')}
            data-testid={`${testId}-town`}
          />
        </Form.Item>
        <Form.Item name="address" label={t('requests:transport.address.address')} rules={requiredTextRules(LIMITS.address)}>
          <Input autoComplete="street-address" data-testid={`${testId}-address`} />
        </Form.Item>
        <Form.Item label={t('requests:transport.address.point')} extra={mapShown ? t('requests:transport.address.pointHint') : undefined}>
          {mapShown ? (
            <div className="rq-address-point">
              <LocationPicker
                value={location}
                onChange={setLocation}
                height={MAP_HEIGHT}
                center={ATLANTICO_CENTER}
                label={t('requests:transport.address.mapLabel')}
                testId={`${testId}-location`}
                mapTestId={`${testId}-map`}
              />
              <Button icon={<CloseOutlined />} onClick={dropPoint} data-testid={`${testId}-drop-point`}>
                {t(location ? 'requests:transport.address.removePoint' : 'requests:transport.address.hideMap')}
              </Button>
            </div>
          ) : (
            <Button icon={<EnvironmentOutlined />} onClick={() => setMapShown(true)} block data-testid={`${testId}-mark-on-map`}>
              {t('requests:transport.address.markOnMap')}
            </Button>
          )}
        </Form.Item>
      </Form>
    </Modal>
  );
}
