import { useSyncExternalStore } from 'react';

/** Below antd's `sm` breakpoint (576 px): phones, 360–414 px wide, held upright. */
export const PHONE_QUERY = '(max-width: 575.98px)';

/**
 * Whether the screen is a phone's, following rotations and resizes. Asked as "at most 575 px" so
 * that an environment without media queries (jsdom answers every query with false) gets the
 * desktop layout.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(PHONE_QUERY);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
