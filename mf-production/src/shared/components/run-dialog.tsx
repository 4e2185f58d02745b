import type { ReactNode } from 'react';
import { Alert, Button } from '@agrocadena/shared-ui';
import { useTranslation } from 'react-i18next';
import './runs.css';
import { Modal } from '@agrocadena/shared-ui/antd-forms';

interface Props {
  open: boolean;
  title: string;
  /** What went wrong: the form's missing fields, or the server's refusal (the dialog stays open). */
  error: string | null;
  pending: boolean;
  okText: string;
  onOk: () => void;
  onClose: () => void;
  /** In place of cancel, e.g. "previous" in a stepper. */
  back?: { label: string; onClick: () => void };
  danger?: boolean;
  /** `<testId>-dialog`, `<testId>-confirm`, `<testId>-error`. */
  testId: string;
  children: ReactNode;
}

/** The frame of a run's move: its form, the refusal under it, cancel (or back) and the move. */
export function RunDialog({ open, title, error, pending, okText, onOk, onClose, back, danger = false, testId, children }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid={`${testId}-dialog`}
      footer={
        <div className="pr-form-actions">
          {back ? (
            <Button onClick={back.onClick} disabled={pending} data-testid={`${testId}-back`}>
              {back.label}
            </Button>
          ) : (
            <Button onClick={onClose} disabled={pending}>
              {t('actions.cancel')}
            </Button>
          )}
          <Button type="primary" danger={danger} loading={pending} onClick={onOk} data-testid={`${testId}-confirm`}>
            {okText}
          </Button>
        </div>
      }
    >
      {children}
      {error && <Alert type="error" showIcon title={error} className="pr-form-error" data-testid={`${testId}-error`} />}
    </Modal>
  );
}
