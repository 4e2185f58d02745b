import { PHONE_QUERY } from '../hooks/use-phone-layout';

const desktopMatchMedia = window.matchMedia;

/** A phone held upright: the "at most 575 px" query matches too (config/jest.setup.ts answers the others). */
export function onAPhone(): void {
  window.matchMedia = (query: string) => {
    const desktop = desktopMatchMedia(query);
    return { ...desktop, matches: desktop.matches || query === PHONE_QUERY };
  };
}

/** Back to the wide screen the other tests assume. */
export function onADesktop(): void {
  window.matchMedia = desktopMatchMedia;
}
