import { useTranslation } from 'react-i18next';
import type { RequestPerson } from '@agrocadena/contracts';
import { personName, Button } from '@agrocadena/shared-ui';

interface Props {
  person: RequestPerson;
  onOpen: (userId: string) => void;
}

/** The other party's name; a tap shows how to reach them (the person's card: docs/domain.md#contacts). */
export function PersonLink({ person, onOpen }: Props) {
  const { t } = useTranslation('requests');
  return (
    <Button type="link" className="rq-person" onClick={() => onOpen(person._id)} data-testid="request-person">
      {personName(person) || t('request.unknownPerson')}
    </Button>
  );
}
