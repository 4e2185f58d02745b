import { useEffect, useRef } from 'react';

/**
 * Gives focus back to what had it when a dialog opened — the button that opened it — once the
 * dialog closes or leaves the page, when nothing else took it (docs/accessibility.md#keyboard).
 * antd gives it back itself only when the dialog stays mounted through its closing animation; a
 * dialog its page stops drawing on close would leave a keyboard user on the page's body.
 */
export function useFocusReturn(open: boolean | undefined): void {
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read while rendering the opening: the dialog moves focus inside itself once it is drawn.
  if (open && !wasOpen.current) {
    const active = typeof document === 'undefined' ? null : document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  wasOpen.current = Boolean(open);
  useEffect(() => {
    if (!open) return;
    return () => {
      const target = opener.current;
      // After the dialog's own hand-back, if any: only focus left nowhere is brought back.
      setTimeout(() => {
        const active = document.activeElement;
        if (target?.isConnected && (active === null || active === document.body)) target.focus();
      });
    };
  }, [open]);
}
