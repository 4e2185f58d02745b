import { Button } from '@agrocadena/shared-ui';
import { useTranslation } from 'react-i18next';
import { orderLabel } from '../../../shared/rules/run-labels';
import './orders.css';

interface Props {
  orderId: string;
  onOpen: (orderId: string) => void;
}

/** An order's short id (its last 5 characters) as a link that opens its details. */
export function OrderLink({ orderId, onOpen }: Props) {
  const { t } = useTranslation('production');
  const label = orderLabel(orderId);
  return (
    <Button
      type="link"
      className="pr-order-link"
      onClick={() => onOpen(orderId)}
      aria-label={t('orders.details.open', { label })}
      data-testid={`order-link-${label}`}
    >
      {label}
    </Button>
  );
}
