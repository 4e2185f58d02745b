import { useTranslation } from 'react-i18next';
import type { PartyRef } from '@agrocadena/contracts';
import { personName } from '../../features/person/person-name';
import { Button } from './button';
import './person-button.css';

interface Props {
  person: PartyRef;
  /** Opens the person's card (how to reach them: docs/domain.md#contacts). */
  onOpen: (userId: string) => void;
  testId: string;
}

/** Another user by name, as a link-like button the size of a finger that wraps on a phone. */
export function PersonButton({ person, onOpen, testId }: Props) {
  const { t } = useTranslation('common');
  return (
    <Button type="link" className="ac-person-button" onClick={() => onOpen(person._id)} data-testid={testId}>
      {personName(person) || t('unnamedUser')}
    </Button>
  );
}
