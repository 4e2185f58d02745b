import { createContext, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import '../layout/page-root.css';
import './toast.css';

/** A short confirmation at the top of the screen ("Product saved"), gone after a few seconds. */
export interface Toast {
  success(content: ReactNode): void;
}

// As long as antd's messages stayed: time to read a short sentence.
export const TOAST_SHOWN_FOR_MS = 3000;

const ToastContext = createContext<Toast | null>(null);

interface Note {
  id: number;
  content: ReactNode;
}

/**
 * The suite's confirmations, drawn without antd's App and message (about 20 KB of every logged-in
 * page's first paint, for the one kind of message the suite shows). Screen readers hear each one:
 * the region lives at the end of the body, outside the page, so it is heard even while a dialog
 * makes the page inert (useInertPage).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [notes, setNotes] = useState<Note[]>([]);
  const lastId = useRef(0);
  const toast = useMemo<Toast>(
    () => ({
      success(content) {
        const id = ++lastId.current;
        setNotes((shown) => [...shown, { id, content }]);
        window.setTimeout(() => setNotes((shown) => shown.filter((note) => note.id !== id)), TOAST_SHOWN_FOR_MS);
      },
    }),
    [],
  );
  return (
    <ToastContext.Provider value={toast}>
      {children}
      {createPortal(
        <div className="ac-page-root ac-toasts" role="status" aria-live="polite" data-testid="toasts">
          {notes.map((note) => (
            <div key={note.id} className="ac-toast">
              <CheckCircleFilled className="ac-toast-icon" aria-hidden />
              <span>{note.content}</span>
            </div>
          ))}
        </div>,
        document.body,
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast needs PageRoot (or AppProviders) above it');
  return toast;
}
