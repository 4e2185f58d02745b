import type { ReactNode } from 'react';
import type { Request } from '@agrocadena/contracts';
import { Alert, Button } from '@agrocadena/shared-ui';
import { RequestFacts } from '../../../shared/components/request-facts';
import { useTranslation } from 'react-i18next';
import './moves.css';
import { Modal } from '@agrocadena/shared-ui/antd-forms';

/** What every dialog of a move on a request is given: the request, how to close it, and what follows the move. */
export interface RequestDialogProps {
  request: Request;
  onClose: () => void;
  /** The move was made: the dialog is to close (and a list may say so). */
  onDone: () => void;
}

interface Props {
  title: string;
  /** What went wrong: the form's missing fields, or the server's refusal (the dialog stays open). */
  error: string | null;
  pending: boolean;
  okText: string;
  onOk: () => void;
  onClose: () => void;
  danger?: boolean;
  /** `<testId>-dialog`, `<testId>-confirm`, `<testId>-error`. */
  testId: string;
  /** The request moved: what it asks heads the dialog, so nobody answers blind. */
  request?: Request;
  children: ReactNode;
}

/** The frame of a request's move: what the request asks, what the move asks, the refusal under it, back and the move. */
export function MoveDialog({ title, error, pending, okText, onOk, onClose, danger = false, testId, request, children }: Props) {
  const { t } = useTranslation('requests');
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid={`${testId}-dialog`}
      footer={
        <div className="rq-move-actions">
          <Button size="large" onClick={onClose} disabled={pending} data-testid={`${testId}-back`}>
            {t('moves.back')}
          </Button>
          <Button size="large" type="primary" danger={danger} loading={pending} onClick={onOk} data-testid={`${testId}-confirm`}>
            {okText}
          </Button>
        </div>
      }
    >
      {request && <RequestFacts request={request} />}
      {children}
      {error && <Alert type="error" showIcon title={error} className="rq-move-error" data-testid={`${testId}-error`} />}
    </Modal>
  );
}
