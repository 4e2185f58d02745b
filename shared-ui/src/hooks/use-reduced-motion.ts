import { useMediaQuery } from './use-media-query';

/** Whether the person asked their system for less motion (an accessibility setting), following changes. */
export const usePrefersReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
