import { useLanguageStore, useSessionStore } from '@agrocadena/shared-ui/core';

/**
 * Cookies that tell the server which landing page to send at `/` before any script runs (the
 * API's LANDING_HINTS, api/src/http/static.ts): the language chosen here, and whether someone is
 * logged in (they get the app's own landing, with the way to their dashboard). Hints only: the
 * session itself stays in the browser's storage and travels as a token.
 */
const LANDING_HINT_COOKIES = { language: 'LANGUAGE', signedIn: 'SIGNED_IN' } as const;

const YEAR_SECONDS = 365 * 24 * 3600;

function writeCookie(doc: Document, name: string, value: string | null): void {
  doc.cookie = value === null ? `${name}=; path=/; max-age=0; samesite=lax` : `${name}=${value}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
}

/** Writes the hints now (a choice made before this release counts too) and whenever they change. */
export function keepLandingHints(doc: Document = document): void {
  const language = () => writeCookie(doc, LANDING_HINT_COOKIES.language, useLanguageStore.getState().language);
  const signedIn = () => writeCookie(doc, LANDING_HINT_COOKIES.signedIn, useSessionStore.getState().user ? '1' : null);
  language();
  signedIn();
  useLanguageStore.subscribe((state, previous) => state.language !== previous.language && language());
  useSessionStore.subscribe((state, previous) => !!state.user !== !!previous.user && signedIn());
}
