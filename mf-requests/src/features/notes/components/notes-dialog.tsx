import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Request, RequestNote } from '@agrocadena/contracts';
import { LIMITS } from '@agrocadena/contracts/core';
import { Alert, Button, EmptyState, formatDateTime, personName, requiredTextRules, showServerError, Typography } from '@agrocadena/shared-ui';
import { Form, Input } from '@agrocadena/shared-ui/forms';
import { Modal } from '@agrocadena/shared-ui/antd-forms';
import { requestName } from '../../../shared/rules/request-labels';
import { useNotes } from '../hooks/use-notes';
import './notes.css';

interface Props {
  request: Request;
  onClose: () => void;
}

const SERVER_FIELDS = { fields: ['text'] };

/**
 * A request's note thread (docs/domain.md#request-notes): the notes oldest first, who wrote each and
 * when, whether the other party read mine; a few lines to send. Opening it reads the other party's.
 */
export function NotesDialog({ request, onClose }: Props) {
  const { t } = useTranslation(['requests', 'common']);
  const { notes, loading, error, reload, send } = useNotes(request);
  const [form] = Form.useForm<{ text: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  const other = personName(request.side === 'sent' ? request.user : request.requester);

  async function submit() {
    setFailure(null);
    let values: { text: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    send.mutate(
      { requestId: request._id, text: values.text.trim() },
      {
        onSuccess: () => form.resetFields(),
        onError: (refusal) => {
          if (showServerError(form, refusal, SERVER_FIELDS) === undefined) setFailure(refusal.message);
        },
      },
    );
  }

  const author = (note: RequestNote) => (note.mine ? t('notes.you') : other);
  return (
    <Modal
      open
      title={t('notes.title', { name: requestName(request) ?? t('request.shipping') })}
      onCancel={onClose}
      destroyOnHidden
      data-testid="notes-dialog"
      footer={[
        <Button key="close" size="large" onClick={onClose} data-testid="notes-close">
          {t('common:actions.close')}
        </Button>,
        <Button key="send" type="primary" size="large" loading={send.isPending} onClick={() => void submit()} data-testid="notes-send">
          {t('notes.send')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('notes.with', { name: other })}</Typography.Paragraph>
      {error ? (
        <Alert type="error" showIcon title={error} action={<Button onClick={reload}>{t('common:actions.retry')}</Button>} data-testid="notes-error" />
      ) : notes.length === 0 && !loading ? (
        <EmptyState title={t('notes.empty')} testId="notes-empty" />
      ) : (
        <ol className="rq-notes" aria-label={t('notes.thread')} data-testid="notes-thread">
          {notes.map((note) => (
            <li key={note._id} className={`rq-note${note.mine ? ' rq-note--mine' : ''}`} data-testid="note">
              <Typography.Text strong>{author(note)}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {formatDateTime(note.createdAt)}
                {note.mine && note.read ? ` · ${t('notes.read')}` : ''}
              </Typography.Text>
              <p className="rq-note-text" data-testid="note-text">
                {note.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      {failure && <Alert type="error" showIcon title={failure} data-testid="notes-send-error" />}
      <Form form={form} layout="vertical" size="large" name="request-note" className="rq-note-form">
        <Form.Item name="text" label={t('notes.new')} rules={requiredTextRules(LIMITS.noteText)}>
          <Input.TextArea rows={2} maxLength={LIMITS.noteText} showCount data-testid="notes-text" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
