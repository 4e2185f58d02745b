import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { formatAmount, formatDay, formatPlace, personName, PlaceMap, timeAgo, type MapMarker, Button } from '@agrocadena/shared-ui';
import { Descriptions, Modal } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  transport: Request;
  onClose: () => void;
}

/**
 * A carrier's transport dialog (docs/domain.md#transport-requests): requester, requested shipping
 * date, relative delivery time, origin, destination, the lines.
 */
export function TransportDetailsDialog({ transport, onClose }: Props) {
  const { t, i18n } = useTranslation(['inventory', 'common']);
  const items = [
    { key: 'requester', label: t('inventory:transportGoods.details.requester'), children: personName(transport.requester) },
    { key: 'wishDate', label: t('inventory:transportGoods.details.wishDate'), children: formatDay(transport.wishDate) },
    {
      key: 'delivery',
      label: t('inventory:transportGoods.details.delivery'),
      children: transport.wishDate ? timeAgo(`${formatDay(transport.wishDate)}T12:00:00`, i18n.language) : '—',
    },
    { key: 'origin', label: t('inventory:transportGoods.details.origin'), children: formatPlace(transport.originAddress) },
    { key: 'destination', label: t('inventory:transportGoods.details.destination'), children: formatPlace(transport.destinationAddress) },
    {
      key: 'lines',
      label: t('inventory:transportGoods.details.products'),
      children: (
        <ul className="inv-transport-lines" data-testid="transport-details-lines">
          {transport.deliveredProducts.map((line) => (
            <li key={line.product._id}>
              {line.product.name}: {formatAmount(line.amount, i18n.language)} {line.product.unitMeasure}
            </li>
          ))}
        </ul>
      ),
    },
  ];
  // The points the requester marked, if any: where to pick the goods up and where to leave them.
  const points: MapMarker[] = [
    { id: 'origin', address: transport.originAddress, label: t('inventory:transportGoods.details.origin') },
    { id: 'destination', address: transport.destinationAddress, label: t('inventory:transportGoods.details.destination') },
  ].flatMap(({ id, address, label }) =>
    address?.location ? [{ id, position: address.location, title: label, popup: `${label}: ${formatPlace(address)}` }] : [],
  );
  return (
    <Modal
      open
      title={t('inventory:transportGoods.details.title')}
      onCancel={onClose}
      destroyOnHidden
      data-testid="transport-details-dialog"
      footer={
        <Button size="large" onClick={onClose} data-testid="transport-details-close">
          {t('common:actions.close')}
        </Button>
      }
    >
      <Descriptions column={1} size="small" items={items} />
      {points.length > 0 && (
        <PlaceMap markers={points} fitToMarkers height={220} label={t('inventory:transportGoods.details.map')} testId="transport-details-map" />
      )}
    </Modal>
  );
}
