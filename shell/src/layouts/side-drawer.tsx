import { useEffect, useRef, type ReactNode } from 'react';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import './side-drawer.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The edge it slides in from. */
  side: 'left' | 'right';
  title: ReactNode;
  /** Names the drawer and its close button for screen readers. */
  label: string;
  closeLabel: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * The phone's menu: the browser's own modal dialog sliding in from one edge (focus kept inside,
 * Escape and a tap on the shade close it), so neither layout needs a component library for it.
 */
export function SideDrawer({ open, onClose, side, title, label, closeLabel, children, 'data-testid': testId }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={`side-drawer side-drawer-${side}`}
      aria-label={label}
      data-testid={testId}
      // Escape closes the dialog itself; the owner's state follows.
      onClose={onClose}
      // A tap on the shade (the dialog's own box, outside its panel) closes it.
      onClick={(event) => event.target === dialog.current && onClose()}
    >
      <div className="side-drawer-panel">
        <div className="side-drawer-head">
          <span className="side-drawer-title">{title}</span>
          <button type="button" className="icon-button" onClick={onClose} aria-label={closeLabel}>
            <CloseOutlined aria-hidden />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
