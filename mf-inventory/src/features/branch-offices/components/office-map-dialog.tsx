import { useTranslation } from 'react-i18next';
import type { BranchOffice } from '@agrocadena/contracts';
import { PLACE_ZOOM, PlaceMap, Typography, Button } from '@agrocadena/shared-ui';
import { toMapMarker } from './office-popup';
import { Modal } from '@agrocadena/shared-ui/antd-forms';

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
          <PlaceMap
            center={office.location}
            zoom={PLACE_ZOOM}
            markers={[toMapMarker(office)]}
            markerTestId="office-marker"
            testId="branch-office-map"
            height={380}
            label={t('inventory:branchOffices.map.label')}
          />
        </>
      )}
    </Modal>
  );
}
