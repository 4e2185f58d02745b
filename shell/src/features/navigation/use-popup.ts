import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A pop-up opened by a button (a sub-menu, the user's menu) that closes as people expect: Escape,
 * a click or tap elsewhere, or the keyboard's focus moving out of it. Its `ref` holds the button
 * that opens it (the one with `aria-expanded`), where Escape puts the focus back.
 */
export function usePopup<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((isOpen) => !isOpen), []);
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      if (!ref.current?.contains(event.target as Node)) close();
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus on a link of what closes goes back to the button that opens it, not to the page's body.
      if (ref.current?.contains(document.activeElement)) ref.current.querySelector<HTMLElement>('[aria-expanded]')?.focus();
      close();
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open, close]);
  return { ref, open, toggle, close };
}
