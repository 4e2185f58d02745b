import MessageOutlined from '@ant-design/icons/MessageOutlined';
import { useTranslation } from 'react-i18next';
import type { Request } from '@agrocadena/contracts';
import { Button } from '@agrocadena/shared-ui';

interface Props {
  request: Request;
  onOpen: () => void;
}

/** A row's way into its note thread, labelled in words, with how many of the other party's notes are unread. */
export function NotesButton({ request, onOpen }: Props) {
  const { t } = useTranslation('requests');
  const unread = request.unreadNotes;
  return (
    <Button
      size="large"
      type={unread > 0 ? 'primary' : 'default'}
      icon={<MessageOutlined aria-hidden />}
      onClick={onOpen}
      aria-label={unread > 0 ? t('notes.openUnread', { count: unread }) : undefined}
      data-testid="request-notes"
      data-unread={unread}
    >
      {unread > 0 ? t('notes.openCount', { count: unread }) : t('notes.open')}
    </Button>
  );
}
