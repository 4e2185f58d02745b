import type { ReactNode } from 'react';
import { ToastProvider } from '../feedback/toast';
import './page-root.css';

/**
 * The box every page drawn with shared-ui's components sits in: the theme's font and text colour,
 * and the suite's toasts. No antd: antd's theme and locale come with antd's components themselves
 * (antd-theme.tsx), which a page fetches when it first draws one.
 */
export function PageRoot({ children }: { children: ReactNode }) {
  return (
    <div className="ac-page-root">
      <ToastProvider>{children}</ToastProvider>
    </div>
  );
}
