import type { ReactNode } from 'react';
import { Modal, Result } from 'antd';

interface Props {
  open: boolean;
  title: string;
  text?: string;
  /** The ways on (buttons); the dialog has no other way out. */
  actions: ReactNode;
  testId: string;
}

/**
 * "… created successfully" after a create page saves: the only way out is one of its actions.
 * It shows and goes without the zoom: a dialog that stays mounted hides only once its leave
 * animation reports its end, and the browser suite once saw one stay on screen after its button
 * was pressed, while the list under it was read again live. Without motion it hides at once.
 */
export function SuccessDialog({ open, title, text, actions, testId }: Props) {
  return (
    <Modal open={open} closable={false} mask={{ closable: false }} keyboard={false} footer={null} centered transitionName="" maskTransitionName="">
      <Result status="success" data-testid={testId} title={title} subTitle={text} extra={actions} />
    </Modal>
  );
}
