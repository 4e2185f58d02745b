import type { ReactNode } from 'react';
import { Modal } from '../../antd-parts';
import { Result } from './result';

interface Props {
  open: boolean;
  title: string;
  text?: string;
  /** The ways on (buttons); the dialog has no other way out. */
  actions: ReactNode;
  testId: string;
}

/** "… created successfully" after a create page saves: the only way out is one of its actions. */
export function SuccessDialog({ open, title, text, actions, testId }: Props) {
  return (
    <Modal open={open} closable={false} mask={{ closable: false }} keyboard={false} footer={null} centered>
      <Result status="success" data-testid={testId} title={title} subTitle={text} extra={actions} />
    </Modal>
  );
}
