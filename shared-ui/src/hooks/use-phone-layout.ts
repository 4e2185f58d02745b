import { useMediaQuery } from './use-media-query';

/** Below antd's `sm` breakpoint (576 px): phones, 360–414 px wide, held upright. */
export const PHONE_QUERY = '(max-width: 575.98px)';

/**
 * Whether the screen is a phone's, following rotations and resizes. Asked as "at most 575 px" so
 * that an environment without media queries (jsdom answers every query with false) gets the
 * desktop layout.
 */
export const usePhoneLayout = (): boolean => useMediaQuery(PHONE_QUERY);
