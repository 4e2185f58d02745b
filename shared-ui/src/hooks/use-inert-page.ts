import { useEffect } from 'react';

/** The element every app of the suite draws its pages in (config/index.html). */
export const APP_ROOT_ID = 'root';

/** Dialogs open at once (a dialog can open another): the page stays inert until the last closes. */
let openDialogs = 0;

/**
 * Makes the page behind an open dialog inert: a keyboard or screen-reader user cannot reach, read
 * or click what the dialog covers (docs/accessibility.md#keyboard). The dialog itself is drawn
 * outside the page (antd puts it at the end of the body), and so are the toasts, which stay heard.
 */
export function useInertPage(open: boolean | undefined): void {
  useEffect(() => {
    if (!open) return;
    const page = document.getElementById(APP_ROOT_ID);
    if (!page) return;
    openDialogs += 1;
    page.setAttribute('inert', '');
    return () => {
      openDialogs -= 1;
      if (openDialogs === 0) page.removeAttribute('inert');
    };
  }, [open]);
}
