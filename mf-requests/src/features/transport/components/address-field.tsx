import { useState } from 'react';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import { formatPlace, Typography, Button } from '@agrocadena/shared-ui';
import type { PickedAddress } from '../../../shared/rules/transport-form';
import { AddressDialog } from './address-dialog';

interface Props {
  value?: PickedAddress;
  onChange?: (address: PickedAddress) => void;
  dialogTitle: string;
  testId: string;
}

/** A form field holding an address picked in its dialog: what was picked, and a button to pick or change it. */
export function AddressField({ value, onChange, dialogTitle, testId }: Props) {
  const { t } = useTranslation('requests');
  const [open, setOpen] = useState(false);
  return (
    <div className="rq-address-field">
      {value && (
        <div className="rq-address-picked">
          <Typography.Text className="rq-address-text" data-testid={`${testId}-text`}>
            {formatPlace({ address: value.address, town: { name: value.townName } })}
          </Typography.Text>
          {value.location && (
            <Typography.Text type="secondary" data-testid={`${testId}-point`}>
              {t('transport.address.withPoint')}
            </Typography.Text>
          )}
        </div>
      )}
      <Button icon={<EnvironmentOutlined />} onClick={() => setOpen(true)} data-testid={`${testId}-open`}>
        {t(value ? 'transport.address.change' : 'transport.address.choose')}
      </Button>
      {open && (
        <AddressDialog
          title={dialogTitle}
          value={value}
          onPick={(address) => {
            onChange?.(address);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
          testId={testId}
        />
      )}
    </div>
  );
}
