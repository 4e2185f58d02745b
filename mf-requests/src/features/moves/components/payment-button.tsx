import WalletOutlined from '@ant-design/icons/WalletOutlined';
import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { partyOfSide } from '@agrocadena/contracts/core';
import { canRecordPayment } from '@agrocadena/contracts/rules';
import { RowAction } from '@agrocadena/shared-ui';

interface Props {
  request: Request;
  onOpen: () => void;
}

/** The provider's way to record that a request was paid, or to change or undo it (docs/domain.md#payments). */
export function PaymentButton({ request, onOpen }: Props) {
  const { t } = useTranslation('requests');
  if (!canRecordPayment(request, partyOfSide(request.side))) return null;
  return (
    <RowAction
      label={t(request.paidOn ? 'payments.change' : 'payments.record')}
      icon={<WalletOutlined />}
      onClick={onOpen}
      testId="request-payment"
    />
  );
}
