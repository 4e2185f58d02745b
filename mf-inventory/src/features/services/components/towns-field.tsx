import { useState } from 'react';
import EnvironmentOutlined from '@ant-design/icons/EnvironmentOutlined';
import { useTranslation } from 'react-i18next';
import type { TownChoice } from '../rules/service-form';
import { TownsDialog } from './towns-dialog';
import { Tag, Typography, Button } from '@agrocadena/shared-ui';

interface Props {
  value?: TownChoice[];
  onChange?: (towns: TownChoice[]) => void;
}

/** The towns of a transport service as a form field: listed, and chosen in the towns dialog. */
export function TownsField({ value = [], onChange }: Props) {
  const { t } = useTranslation('inventory');
  const [open, setOpen] = useState(false);
  return (
    <div className="sv-towns" data-testid="service-towns">
      {value.length === 0 ? (
        <Typography.Text type="secondary">{t('services.towns.none')}</Typography.Text>
      ) : (
        <div>
          {value.map((town) => (
            <Tag key={town._id} className="sv-town">
              {town.name}
            </Tag>
          ))}
        </div>
      )}
      <Button icon={<EnvironmentOutlined />} onClick={() => setOpen(true)} data-testid="choose-towns">
        {t(value.length === 0 ? 'services.towns.choose' : 'services.towns.change', { count: value.length })}
      </Button>
      <TownsDialog
        key={open ? 'open' : 'closed'}
        open={open}
        chosen={value}
        onCancel={() => setOpen(false)}
        onConfirm={(towns) => {
          setOpen(false);
          onChange?.(towns);
        }}
      />
    </div>
  );
}
