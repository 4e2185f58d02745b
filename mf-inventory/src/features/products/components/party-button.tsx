import { useTranslation } from 'react-i18next';
import type { PartyRef } from '@agrocadena/contracts';
import { personName, Button } from '@agrocadena/shared-ui';

interface Props {
  party: PartyRef;
  onOpen: (userId: string) => void;
}

/** The other party of a ledger row by name; a tap shows how to reach them (their card: docs/domain.md#contacts). */
export function PartyButton({ party, onOpen }: Props) {
  const { t } = useTranslation('inventory');
  return (
    <Button type="link" className="inv-movement-link" onClick={() => onOpen(party._id)} data-testid="movement-party">
      {personName(party) || t('products.detail.unnamedParty')}
    </Button>
  );
}
