import { PHONE_QUERY } from '../hooks/use-phone-layout';

const desktopMatchMedia = window.matchMedia;

/** A phone held upright: only the "at most 575 px" query matches (jsdom answers every query with false). */
export function onAPhone(): void {
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query === PHONE_QUERY });
}

/** Back to the wide screen the other tests assume. */
export function onADesktop(): void {
  window.matchMedia = desktopMatchMedia;
}
