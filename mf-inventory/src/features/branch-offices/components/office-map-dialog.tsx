import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BranchOffice } from '@agrocadena/contracts';
import { OFFICE_ZOOM } from '../rules/map-defaults';
import { BranchOfficeMap } from './branch-office-map';
import { toMapMarker } from './office-popup';

/** One office on the map, centred on it. */
export function OfficeMapDialog({ office, onClose }: { office: BranchOffice | null; onClose: () => void }) {
  const { t } = useTranslation(['inventory', 'common']);
  return (
    <Modal
      open={Boolean(office)}
      title={office?.name}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common:actions.close')}</Button>}
      width={720}
      destroyOnHidden
      data-testid="office-map-dialog"
    >
      {office && (
        <>
          <Typography.Paragraph type="secondary">{office.address}</Typography.Paragraph>
          <BranchOfficeMap
            center={office.location}
            zoom={OFFICE_ZOOM}
            markers={[toMapMarker(office)]}
            height={380}
            label={t('inventory:branchOffices.map.label')}
          />
        </>
      )}
    </Modal>
  );
}
